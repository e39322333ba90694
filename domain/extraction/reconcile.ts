import { amountTokens, sameAmount } from './text/money';

const SUBTOTAL = /sub\s*[-.]?\s*t[o0]ta[l1]/i;
const ADDS =
  /^[^a-z]*(?:sales\s*tax|tax|est\w*\s*tax|gst|sst|vat|hst|pst|shipping|delivery|handling|freight|service\s*(?:fee|charge)|rounding|round\w*\s*adj)/i;
const SUBTRACTS = /^[^a-z]*(?:discount|coupon|promo|less|savings?)/i;

const lastAmount = (line: string): number | null => {
  const tokens = amountTokens(line);
  const last = tokens[tokens.length - 1];
  return last ? Math.abs(last.value) : null;
};

/**
 * Whether the figures agree: the items add up to the subtotal or the total, or the subtotal plus
 * tax and shipping less discounts gives the total. Agreement is what makes a parsed total trustworthy.
 */
export const figuresAgree = (
  lines: readonly string[],
  lineTotals: readonly number[],
  total: number | null,
): boolean => {
  if (total === null) return false;
  let subtotal: number | null = null;
  let adjustments = 0;
  for (const line of lines) {
    const value = lastAmount(line);
    if (value === null) continue;
    if (SUBTOTAL.test(line)) subtotal ??= value;
    else if (ADDS.test(line)) adjustments += value;
    else if (SUBTRACTS.test(line)) adjustments -= value;
  }
  const itemSum = lineTotals.reduce((sum, v) => sum + v, 0);
  if (lineTotals.length > 0 && (sameAmount(itemSum, total) || sameAmount(itemSum + adjustments, total))) return true;
  if (subtotal !== null && sameAmount(subtotal + adjustments, total))
    return lineTotals.length === 0 || sameAmount(itemSum, subtotal);
  return false;
};
