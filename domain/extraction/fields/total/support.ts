import { sameAmount as nearlySame } from '../../text/money';
import type { ReceiptFigures } from './facts';

/** How the receipt's own arithmetic bears on a candidate total: positive confirms, negative contradicts. */
export type Support = { score: number; confirmations: string[]; contradicted: boolean };

// A cent either way passes (tax rounded on a till); a total printed with one decimal ("16.6", a
// digit lost) and its repairs must match to the cent, or "16.6" passes for the 16.61 the sums give.
const toTheCent = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

// What reading a fact other than as printed costs: a decimal point put back into a figure printed
// without one ("4370" as 43.70) is a specific slip, half as likely a coincidence as a stray leading
// digit dropped ("10.30" as 0.30).
const repairCost = (readings: readonly number[], i: number): number => {
  if (i === 0) return 0;
  const printed = readings[0] ?? 0;
  return Math.abs((readings[i] ?? 0) - printed / 100) < 0.005 ? 0.5 : 1;
};

/** One way of adjusting a base figure: a tax reading (and what repairing it cost), a rounding, the discounts, the charges. */
type Adjustment = Readonly<{ tax: number; repairs: number; rounding: number; discount: number; charge: number }>;

// The adjustments printed after a base figure, each combination once (tax, rounding, charges such as a tip
// or shipping, less discounts; each may be left out). A tax's first reading is the figure as printed, the
// others repairs. They do not depend on the base, so a check lists them once for all its bases' readings.
const adjustmentsOf = (f: ReceiptFigures): Adjustment[] => {
  const taxes = [
    { value: 0, repairs: 0 },
    ...f.taxes.flatMap((t) => t.map((value, i) => ({ value, repairs: repairCost(t, i) }))),
  ];
  const roundings = [0, ...f.roundings];
  const discounts = [0, f.discounts.reduce((s, d) => s + d, 0)];
  const charges = [...new Set([0, f.charges.reduce((s, c) => s + c, 0)])];
  return taxes.flatMap((t) =>
    roundings.flatMap((rounding) =>
      discounts.flatMap((discount) =>
        charges.map((charge) => ({ tax: t.value, repairs: t.repairs, rounding, discount, charge })),
      ),
    ),
  );
};

// The fewest repaired figures with which some base (a subtotal's readings, first as printed) and its
// adjustments come to the value; null when none does.
const fewestRepairs = (
  bases: readonly number[][],
  f: ReceiptFigures,
  same: (a: number, b: number) => boolean,
  value: number,
): number | null => {
  const adjustments = adjustmentsOf(f);
  let fewest: number | null = null;
  for (const readings of bases)
    readings.forEach((base, i) => {
      for (const a of adjustments) {
        const repairs = a.repairs + repairCost(readings, i);
        if (same(base + a.tax + a.rounding - a.discount + a.charge, value) && (fewest === null || repairs < fewest))
          fewest = repairs;
      }
    });
  return fewest;
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
  // The subtotal (or the items) plus tax: each repaired figure it needs (a subtotal or a tax read
  // without a stray digit) counts, so that two repairs cannot make a coincidence ("10.30" and "10.30"
  // read as 0.30 each do not confirm 0.60).
  const bySubtotal = fewestRepairs(f.subtotals, f, sameAmount, value);
  const byItems = f.itemSum === null ? null : fewestRepairs([[f.itemSum]], f, sameAmount, value);
  if (bySubtotal !== null) {
    confirmations.push('subtotal');
    repairedFacts += bySubtotal;
  } else if (byItems !== null) {
    confirmations.push('items');
    repairedFacts += byItems;
  }
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
