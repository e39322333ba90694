import { amountTokens, type MoneyToken } from '../text/money';

export type AmountCertainty = 'labelled-total' | 'labelled-due' | 'fallback-largest';
export type AmountField = { value: number; certainty: AmountCertainty; line: number } | null;

// OCR reads O as 0 and drops spaces, so labels are matched loosely: T0TAL, GRANDTOTAL, AMOUNTDUE.
const T = 't[o0]ta[l1i]';
const NOT_TOTAL = new RegExp(
  `sub\\s*-?\\s*${T}|${T}\\s*(?:tax|gst|sst|vat|discount|saving|savings|qty|quantity|items?|units?|pieces|excl\\w*|before|w/?o|hours?)|(?:tax|gst|sst|vat|discount|savings?)\\s*${T}|${T}\\s*(?:number|no\\.?)\\b|\\bexcl(?:uding|\\.)?\\s*(?:gst|tax|vat)`,
  'i',
);
// Highest rank first: the printed "grand total" is the receipt's total; "amount due" is the total
// only on an unpaid invoice (and says 0.00 on a paid one, handled by the caller's ranking).
const LABELS: Array<{ pattern: RegExp; rank: number; certainty: AmountCertainty }> = [
  { pattern: new RegExp(`grand\\s*${T}|${T}\\s*(?:amount|amt)?\\s*(?:payable|incl\\w*|inc\\.?)|(?:invoice|order|receipt|net)\\s*${T}|${T}\\s*(?:charged|charges|sales)|rounded\\s*${T}`, 'i'), rank: 5, certainty: 'labelled-total' },
  { pattern: new RegExp(`\\b${T}\\b|${T}(?=\\s*[:$R0-9(])|^${T}`, 'i'), rank: 4, certainty: 'labelled-total' },
  { pattern: new RegExp(`${T}\\s*paid|amount\\s*paid|payment\\s*(?:received|amount)|amount\\s*charged|you\\s*paid|paid\\s*amount`, 'i'), rank: 3, certainty: 'labelled-due' },
  { pattern: /(?:amount|balance|total)\s*due|amount\s*payable|balance\s*owing|please\s*pay/i, rank: 3, certainty: 'labelled-due' },
];
const NEVER_TOTAL_LINE = /\b(?:change|tendered|cash\s*(?:paid|received|tend)|rounding|round\s*adj|previous\s*balance|you\s*saved|points?|deposit)\b/i;

type Found = { value: number; rank: number; certainty: AmountCertainty; line: number };

const valueOnLine = (lines: readonly string[], lineNo: number, labelEnd: number): MoneyToken | undefined => {
  const line = lines[lineNo] ?? '';
  const after = amountTokens(line).filter((t) => t.index >= labelEnd - 1);
  if (after.length > 0) return after[after.length - 1];
  // Broken lines: the label on one line and its figure alone on the next.
  const next = lines[lineNo + 1] ?? '';
  const nextTokens = amountTokens(next);
  return /[a-z]{3}/i.test(next) || nextTokens.length !== 1 ? undefined : nextTokens[0];
};

const labelledAmounts = (lines: readonly string[]): Found[] => {
  const found: Found[] = [];
  lines.forEach((line, lineNo) => {
    if (NOT_TOTAL.test(line) && !LABELS[0]?.pattern.test(line)) return;
    if (NEVER_TOTAL_LINE.test(line)) return;
    for (const label of LABELS) {
      const match = label.pattern.exec(line);
      if (!match) continue;
      const token = valueOnLine(lines, lineNo, (match.index ?? 0) + match[0].length);
      if (token && token.value >= 0) found.push({ value: token.value, rank: label.rank, certainty: label.certainty, line: lineNo });
      break;
    }
  });
  return found;
};

/**
 * The receipt total. The best-ranked label wins; among equal labels the last one, because page
 * subtotals and running totals come before the final figure. A "balance due 0.00" on a paid invoice
 * never beats a printed total. Without any label, the largest amount on the receipt, flagged as a
 * guess, leaving out cash tendered and change (which exceed the total).
 */
export const extractAmount = (lines: readonly string[]): AmountField => {
  const labelled = labelledAmounts(lines).filter((f) => f.value > 0 || f.rank >= 4);
  const best = labelled.reduce<Found | undefined>((b, f) => (!b || f.rank > b.rank || (f.rank === b.rank && f.line >= b.line) ? f : b), undefined);
  if (best) return { value: best.value, certainty: best.certainty, line: best.line };
  let largest: Found | undefined;
  lines.forEach((line, lineNo) => {
    if (NEVER_TOTAL_LINE.test(line) || /\bcash\b/i.test(line)) return;
    for (const token of amountTokens(line)) {
      if (token.value > 0 && (!largest || token.value > largest.value)) {
        largest = { value: token.value, rank: 0, certainty: 'fallback-largest', line: lineNo };
      }
    }
  });
  return largest ? { value: largest.value, certainty: largest.certainty, line: largest.line } : null;
};
