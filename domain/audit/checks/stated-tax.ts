import type { AuditLineItem } from '../types';

// "$298.00 ticket + $19.37 sales tax", "tax: 19.37", "incl. $19.37 tax", "19.37 in sales tax".
const TAX_AMOUNT = [
  /\+\s*\$?\s*(\d{1,5}(?:\.\d{2}))\s*(?:in\s+)?(?:sales\s+)?tax\b/i,
  /\b(?:sales\s+)?tax(?:es)?\s*(?:of|:|=)?\s*\$\s*(\d{1,5}(?:\.\d{2}))/i,
  /\bincl(?:uding|\.|udes)?\s*\$?\s*(\d{1,5}(?:\.\d{2}))\s*(?:in\s+)?(?:sales\s+)?tax\b/i,
];

/**
 * The sales tax a line says its price includes, read from what the parent wrote beside it; null when
 * none is stated, or when the amount stated could not be part of the price (as large as the price itself).
 */
export function statedSalesTax(item: AuditLineItem): number | null {
  const text = [item.description, item.detail, item.justification].filter(Boolean).join(' \n ');
  for (const pattern of TAX_AMOUNT) {
    const match = pattern.exec(text);
    if (!match) continue;
    const tax = Number(match[1]);
    if (Number.isFinite(tax) && tax > 0 && tax < item.price) return tax;
  }
  return null;
}
