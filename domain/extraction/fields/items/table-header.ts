export type Column = 'quantity' | 'unitPrice' | 'tax' | 'amount';

const COLUMN_WORDS: Array<[Column, RegExp]> = [
  ['unitPrice', /\b(?:unit\s*price|unit\s*cost|price\s*each|price|rate|each|unit\s*amt)\b/i],
  ['quantity', /\b(?:qty|quantity|hours|hrs|units|sessions|qnty|q'ty|ct)\b/i],
  ['tax', /\b(?:tax|gst|vat|sales\s*tax)\b/i],
  ['amount', /\b(?:amount|line\s*total|ext(?:ended)?(?:\s*price)?|total|subtotal|amt)\b/i],
];
const DESCRIPTION_WORD = /\b(?:description|item|items|product|service|services|details|particulars|title|course)\b/i;

/**
 * The numeric columns of an item table, left to right, read from its header row
 * ("Description Qty Unit price Amount"). Null when the line is not a header.
 */
export const readTableHeader = (line: string): Column[] | null => {
  if (/\d[.,]\d{2}/.test(line)) return null;
  const found: Array<{ column: Column; at: number }> = [];
  let rest = line;
  for (const [column, pattern] of COLUMN_WORDS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    found.push({ column, at: match.index });
    // Blank out the match so "Unit price" is not also read as the amount column's "price".
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  const hasDescription = DESCRIPTION_WORD.test(line);
  // A tax summary ("GST SUMMARY Amount(RM) Tax(RM)") has amount columns but names no goods or quantities.
  if (!hasDescription && !found.some((f) => f.column === 'quantity')) return null;
  if (found.length < 2 && !(hasDescription && found.length >= 1)) return null;
  if (!found.some((f) => f.column === 'amount' || f.column === 'unitPrice')) return null;
  return found.sort((a, b) => a.at - b.at).map((f) => f.column);
};
