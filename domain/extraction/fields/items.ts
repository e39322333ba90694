import type { ExtractedLineItem } from '../result';
import { amountTokens } from '../text/money';
import { fixOcrDigits } from '../text/ocr-digits';
import { isMetaLine, isSummaryLine, isTotalLine } from './items/line-kinds';
import { readRow } from './items/read-row';
import { readTableHeader, type Column } from './items/table-header';

export type ItemsField = { items: ExtractedLineItem[]; lineTotals: number[] };

// A line of figures only ("2 x 19.99 39.98", "Qty 2 @ $19.99 $39.98") completes the description above it.
const FIGURES_ONLY = /^(?:qty\s*:?\s*)?[\d\s.,$x×@*=:]+(?:hrs?|hours?|pcs?|ea)?[\d\s.,$x×@*=:/hr]*$/i;
const DESCRIPTION_ONLY = (line: string): boolean => /[a-z]{3}/i.test(line) && amountTokens(line).length === 0;

/**
 * Line items, from the first item-like line to the first subtotal/total after it. A second table
 * header (the next page of an invoice) opens the list again. Summary and header-field lines are
 * skipped; a description alone on its line is joined with a figures-only line under it.
 */
export const extractItems = (lines: readonly string[]): ItemsField => {
  const items: ExtractedLineItem[] = [];
  const lineTotals: number[] = [];
  let columns: Column[] | null = null;
  let open = true;
  let pending = '';
  for (const line of lines) {
    const header = readTableHeader(line);
    if (header) {
      columns = header;
      open = true;
      pending = '';
      continue;
    }
    if (isTotalLine(line)) {
      if (items.length > 0) open = false;
      pending = '';
      continue;
    }
    if (!open || isSummaryLine(line) || isMetaLine(line)) {
      pending = '';
      continue;
    }
    const figuresOnly = FIGURES_ONLY.test(fixOcrDigits(line));
    const parsed = readRow(line, columns, figuresOnly ? pending.replace(/\n/g, ' ') : '');
    if (parsed) {
      items.push({
        description: parsed.description,
        price: parsed.price,
        quantity: parsed.quantity,
        salesTax: parsed.salesTax,
      });
      lineTotals.push(parsed.lineTotal);
      pending = '';
    } else {
      // A long description wraps onto a second line before its figures; keep at most two lines.
      pending = DESCRIPTION_ONLY(line) ? [pending.split('\n').pop() ?? '', line].filter(Boolean).join('\n') : '';
    }
  }
  return { items, lineTotals };
};
