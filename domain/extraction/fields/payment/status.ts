import { amountTokens } from '../../text/money';

export type PaidStatus = { state: 'paid' | 'unpaid' | 'unknown'; explicit: boolean };

const BALANCE =
  /\b(?:balance|amount|total)\s*(?:due|owing|outstanding|remaining|payable)\b|^\W*balance\b|\bbalance\s*:|\bplease\s*pay\b/i;
const UNPAID_WORDS =
  /\bunpaid\b|\bnot\s*paid\b|\bpayment\s*(?:is\s*)?(?:due|pending|required)\b|\bpast\s*due\b|\boverdue\b|\bplease\s*remit\b|\bremit\s*(?:payment|to)\b|\bawaiting\s*payment\b/i;
const PAID_WORDS =
  /(?<!un)\bpaid\b(?!\s*(?:by\s*:?\s*$|to\b))|\bpayment\s*(?:received|successful|complete|completed|approved|confirmed|thank)|\bthank\s*you\s*for\s*your\s*payment\b|\bapproved\b|\bauth(?:orization)?\s*(?:code|#|no)|\bchange\s*(?:due)?\s*:?\s*(?:rm|\$)?\s*\d|\btendered\b|\bcash\s*(?:rm|\$)?\s*\d/i;
const DUE_DATE = /\b(?:due\s*date|due\s*by|due\s*on|payment\s*terms|net\s*\d{1,2}\b|pay\s*by)/i;

const balanceValue = (lines: readonly string[]): number | null => {
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const line = lines[i] ?? '';
    if (!BALANCE.test(line)) continue;
    const tokens = amountTokens(line);
    const value = tokens[tokens.length - 1]?.value ?? amountTokens(lines[i + 1] ?? '')[0]?.value;
    if (value !== undefined) return value;
  }
  return null;
};

/**
 * Paid or not. A printed balance decides (0.00 → paid, more → unpaid); then explicit words
 * ("UNPAID", "PAID", "Payment received", change given); then a due date alone means an invoice still
 * to be paid. A card number with an approval is evidence of payment too (the caller adds it).
 */
export const findPaidStatus = (lines: readonly string[]): PaidStatus => {
  const balance = balanceValue(lines);
  if (balance !== null) return { state: balance > 0.005 ? 'unpaid' : 'paid', explicit: true };
  if (lines.some((l) => UNPAID_WORDS.test(l))) return { state: 'unpaid', explicit: true };
  if (lines.some((l) => PAID_WORDS.test(l))) return { state: 'paid', explicit: true };
  if (lines.some((l) => DUE_DATE.test(l))) return { state: 'unpaid', explicit: false };
  return { state: 'unknown', explicit: false };
};
