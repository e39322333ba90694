import { sameAmount as nearlySame } from '../../text/money';
import type { ReceiptFigures } from './facts';

/** How the receipt's own arithmetic bears on a candidate total: positive confirms, negative contradicts. */
export type Support = { score: number; confirmations: string[]; contradicted: boolean };

// A cent either way passes (tax rounded on a till); a total printed with one decimal ("16.6", a
// digit lost) and its repairs must match to the cent, or "16.6" passes for the 16.61 the sums give.
const toTheCent = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

// Sums of a base figure and some of the adjustments printed after it (tax, rounding, less discounts).
const adjusted = (base: number, f: ReceiptFigures): number[] => {
  const taxes = [0, ...f.taxes.flat()];
  const roundings = [0, ...f.roundings];
  const discounts = [0, f.discounts.reduce((s, d) => s + d, 0)];
  return taxes.flatMap((t) => roundings.flatMap((r) => discounts.map((d) => base + t + r - d)));
};

/**
 * Checks a candidate against the receipt: cash tendered less change, the subtotal (or the items)
 * plus tax and rounding, and another printed total plus a rounding adjustment. A total that
 * tendered-less-change contradicts is marked, so its confidence drops.
 */
export const supportFor = (
  value: number,
  f: ReceiptFigures,
  otherTotals: readonly number[],
  exact = false,
): Support => {
  const sameAmount = exact ? toTheCent : nearlySame;
  const anySame = (options: readonly number[], v: number): boolean => options.some((o) => sameAmount(o, v));
  const confirmations: string[] = [];
  let contradicted = false;
  // Each fact's first reading is the figure as printed; the others are OCR repairs of it. A check
  // that closes only through a repaired fact counts half ("1,196.75" read as 196.75 must not
  // confirm a total that lost its own leading digit).
  let repairedFacts = 0;
  const closesWith = (facts: readonly number[][], check: (v: number) => boolean): boolean => {
    if (facts.some((options) => options[0] !== undefined && check(options[0]))) return true;
    if (facts.some((options) => options.slice(1).some(check))) {
      repairedFacts += 1;
      return true;
    }
    return false;
  };
  const paidOut = f.tendered.flatMap((t) => f.changes.flatMap((c) => t.flatMap((tv) => c.map((cv) => tv - cv))));
  const printedPaidOut = f.tendered.flatMap((t) => f.changes.flatMap((c) => [(t[0] ?? 0) - (c[0] ?? 0)]));
  if (paidOut.length > 0) {
    if (closesWith([printedPaidOut, paidOut], (v) => sameAmount(v, value))) confirmations.push('tendered-change');
    else if (!f.tendered.flat().some((t) => sameAmount(t, value))) contradicted = true;
  } else if (f.tendered.some((t) => anySame(t, value))) confirmations.push('tendered');
  if (closesWith(f.subtotals, (sv) => anySame(adjusted(sv, f), value))) confirmations.push('subtotal');
  else if (f.itemSum !== null && anySame(adjusted(f.itemSum, f), value)) confirmations.push('items');
  if (f.roundings.some((r) => r !== 0 && otherTotals.some((o) => sameAmount(o + r, value))))
    confirmations.push('rounded');
  if (f.taxSummaries.some((s) => sameAmount(s.net + s.tax, value))) confirmations.push('tax-summary');
  // Partial totals printed one under the other (by tax rate, goods and returns) that add up to it.
  if (otherTotals.some((a, i) => otherTotals.some((b, j) => i < j && sameAmount(a + b, value))))
    confirmations.push('partials');
  const score =
    confirmations.reduce((s, c) => s + (c === 'tendered-change' ? 2 : c === 'tendered' ? 0.75 : 1.5), 0) -
    (contradicted ? 1.5 : 0) -
    0.75 * repairedFacts;
  return { score, confirmations, contradicted };
};
