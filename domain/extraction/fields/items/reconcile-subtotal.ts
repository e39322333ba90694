import { amountTokens, sameAmount } from '../../text/money';

const SUBTOTAL = /sub\s*[-.]?\s*t[o0a]ta[l1i]|^\W*net\s*sales\b/i;

/** The receipt's printed subtotal: the first subtotal row's last amount; null when none is printed. */
export const printedSubtotal = (lines: readonly string[]): number | null => {
  for (const line of lines) {
    if (!SUBTOTAL.test(line)) continue;
    const last = amountTokens(line).pop();
    if (last && last.value > 0) return last.value;
  }
  return null;
};

/**
 * Which row to drop so the line totals add up to the printed subtotal: a single row read from a
 * line that was no item (an order-type line, a payment line read out of place) shows itself as
 * the one row whose amount is the excess. Null when the rows already add up, when no subtotal is
 * printed, or when no single row explains the difference. Of several, the lowest row goes:
 * summary lines follow the items.
 */
export const rowOutOfSum = (lineTotals: readonly number[], subtotal: number | null): number | null => {
  if (subtotal === null || lineTotals.length < 2) return null;
  const sum = lineTotals.reduce((s, v) => s + v, 0);
  if (sameAmount(sum, subtotal)) return null;
  for (let i = lineTotals.length - 1; i >= 0; i -= 1) {
    if (sameAmount(sum - (lineTotals[i] ?? 0), subtotal)) return i;
  }
  return null;
};
