import { amountTokens, parseAmount, sameAmount } from '../../text/money';
import { fixOcrDigits } from '../../text/ocr-digits';

// A figure printed as taken off: "3.00-", "-2.00", "(1.50)", with a tax flag after it ("3.00-A").
const TAKEN_OFF = [
  /(\d+[.,]\d{2})\s?-\s*(?:[A-Z]{1,2})?\s*$/,
  /-\s?\$?(\d+[.,]\d{2})\s*(?:[A-Z]{1,2})?\s*$/,
  /\(\$?(\d+[.,]\d{2})\)\s*(?:[A-Z]{1,2})?\s*$/,
];
// Lines that report a saving or a payment rather than take money off the goods above.
const NOT_A_DISCOUNT =
  /\b(?:you\s*sav\w*|total\s*sav\w*|regular|reg\s*price|orig\w*|change|tender\w*|cash|balance|paid|payment|visa|mastercard|amex|debit|credit|round\w*|refund|total|sub\s*total)\b/i;
/**
 * The amount a coupon or instant-savings row printed under its item takes off it ("0000340050
 * /1731104 3.00-A", "CPN/672095 5.00-", "Open $ Disc -2.05", "(1.50)"). The row is not an item: its
 * amount belongs to the item above, whose printed price stays as it is. Null when the item above
 * already prints its price after that saving ("2@ SPAM 9.58 7.66" then "forU Personalized -1.92":
 * the price you pay is the item's), and for savings and payment lines.
 */
export const discountOf = (rawLine: string, itemAbove: string): number | null => {
  const line = fixOcrDigits(rawLine).trim();
  const match = TAKEN_OFF.map((pattern) => pattern.exec(line)).find((m) => m !== null);
  if (!match || NOT_A_DISCOUNT.test(line)) return null;
  const value = parseAmount(match[1] ?? '');
  if (value === null || value <= 0) return null;
  const above = amountTokens(itemAbove).map((t) => t.value);
  if (above.some((a, i) => above.slice(i + 1).some((b) => sameAmount(a - b, value)))) return null;
  return value;
};
