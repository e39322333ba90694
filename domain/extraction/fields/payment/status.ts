import { amountTokens } from '../../text/money';
import { ADVERTISED, METHODS } from './method';

export type PaidStatus = { state: 'paid' | 'unpaid' | 'unknown'; explicit: boolean };

const BALANCE =
  /\b(?:balance|amount|total)\s*(?:due|owing|outstanding|remaining|payable)\b|^\W*balance\b|\bbalance\s*:|\bplease\s*pay\b/i;
const UNPAID_WORDS =
  /\bunpaid\b|\bnot\s*paid\b|\bpayment\s*(?:is\s*)?(?:due|pending|required)\b|\bpast\s*due\b|\boverdue\b|\bplease\s*remit\b|\bremit\s*(?:payment|to)\b|\bawaiting\s*payment\b/i;
// A till's change label ("CHANGE", "Change Due:", "CHANGE/BALANCE", "Change (Cash) :"), up to its figure.
const CHANGE_LABEL = String.raw`\bchange(?:\s*\/\s*balance|\s*\([^)]{0,12}\))?\s*(?:due)?\s*:?\s*(?:rm|\$)?\s*`;
const PAID_WORDS = new RegExp(
  String.raw`(?<!un)\bpaid\b(?!\s*(?:by\s*:?\s*$|to\b))|\bpayment\s*(?:received|successful|complete|completed|approved|confirmed|thank)|\bthank\s*you\s*for\s*your\s*payment\b|\bapproved\b|\bauth(?:orization)?\s*(?:code|#|no)|${CHANGE_LABEL}\d|\btender(?:ed)?\b|\bcash\s*(?:rm|\$)?\s*\d`,
  'i',
);
const DUE_DATE = /\b(?:due\s*date|due\s*by|due\s*on|payment\s*terms|net\s*\d{1,2}\b(?![.,]\d)|pay\s*by)/i;

// Tills print a zero without its leading digit ("Change $.00", "Balance remaining $.00").
const BARE_ZERO = /(?:^|[\s$:])\.00\b/;
// A tender at a till: the money handed over, by any named method or in the till's own words.
const TENDER =
  /\btender|\bpayment\s*(?:amount|total)|\bamount\s*(?:paid|tendered|charged)|\bauth\w*\s*(?:amt|amount)|^\W*credit\b/i;
// Change given, as money ("CHANGE 0.00", "Change $.00", "Change : 28. 00").
const CHANGE_GIVEN = new RegExp(String.raw`${CHANGE_LABEL}\d*[.,]\s?\d{2}\b`, 'i');
// "Pay with Visa $120.00" asks for a payment, it does not record one.
const ASKS_TO_PAY = /\bpay\s*(?:with|by|via|online|now|here|at)\b/i;

type Balance = { value: number; through: number };

const lastAmount = (line: string): number | undefined => {
  const tokens = amountTokens(line);
  return tokens[tokens.length - 1]?.value ?? (BARE_ZERO.test(line) ? 0 : undefined);
};

/** The last printed balance, and the last row it was read from (its amount may sit on the row below). */
const lastBalance = (lines: readonly string[]): Balance | null => {
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const line = lines[i] ?? '';
    if (!BALANCE.test(line)) continue;
    const own = lastAmount(line);
    if (own !== undefined) return { value: own, through: i };
    const below = amountTokens(lines[i + 1] ?? '')[0]?.value;
    if (below !== undefined) return { value: below, through: i + 1 };
  }
  return null;
};

const givesChange = (line: string): boolean => CHANGE_GIVEN.test(line) && !ADVERTISED.test(line);

/** The change a till gave back, when it printed any above zero: the customer handed over cash. */
export const gaveChange = (lines: readonly string[]): boolean =>
  lines.some((line) => givesChange(line) && (lastAmount(line) ?? 0) > 0.005);

const isTender = (line: string): boolean =>
  !ADVERTISED.test(line) &&
  !ASKS_TO_PAY.test(line) &&
  !BALANCE.test(line) &&
  (TENDER.test(line) || METHODS.some(([pattern]) => pattern.test(line)));

/**
 * A till prints the balance before it is paid ("BALANCE DUE 17.96", then "Mastercard 17.96" and
 * "CHANGE 0.00"); an invoice prints it after the payments it has had. So a balance is paid when a
 * later row tenders exactly that amount or gives change; a payment printed before it left it owing.
 */
const paidAtTill = (lines: readonly string[], balance: Balance): boolean =>
  lines
    .slice(balance.through + 1)
    .some(
      (line) =>
        givesChange(line) || (isTender(line) && Math.abs((lastAmount(line) ?? Number.NaN) - balance.value) < 0.005),
    );

/**
 * Paid or not. A printed balance decides (0.00, or one a later tender pays → paid; more → unpaid);
 * then explicit words ("UNPAID", "PAID", "Payment received", change given); then a due date alone
 * means an invoice still to be paid. A card number with an approval is evidence of payment too (the
 * caller adds it).
 */
export const findPaidStatus = (lines: readonly string[]): PaidStatus => {
  const balance = lastBalance(lines);
  if (balance !== null) {
    return { state: balance.value > 0.005 && !paidAtTill(lines, balance) ? 'unpaid' : 'paid', explicit: true };
  }
  if (lines.some((l) => UNPAID_WORDS.test(l))) return { state: 'unpaid', explicit: true };
  if (lines.some((l) => PAID_WORDS.test(l))) return { state: 'paid', explicit: true };
  if (lines.some((l) => DUE_DATE.test(l))) return { state: 'unpaid', explicit: false };
  return { state: 'unknown', explicit: false };
};
