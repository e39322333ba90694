import { amountTokens } from '../../text/money';

// Labels of the block under the items where a till prints its sums and the payment.
const SUMMARY_LABEL =
  /sub\s*[-.]?\s*t[o0a]ta[l1i]|\bt[o0a]ta[l1i]\b|\btax\w*\d?\b|\bround\w*|\bcash\b|\bchange\b|\btend\w*|\bvisa\b|\bmaster\s*card|\bamex\b|\bdebit\b|\bcredit\b|\btip\b|\bbalance\b|\bdue\b/i;

const lastAmount = (line: string): { text: string; label: string } | null => {
  const tokens = amountTokens(line);
  const last = tokens[tokens.length - 1];
  if (!last) return null;
  return { text: line.slice(last.index, last.end).trim(), label: line.slice(0, last.index).trim() };
};

/**
 * The figures sit a row above their labels: the summary block's last label ("Total", "Change") is
 * left with no figure while the row over it carries one and the row under it no digit at all (a
 * figure pushed down a row, ".59" under "CHANGE", is not this). This is the drift itself, seen on the page, so one
 * sum closing on a re-pairing is enough to take it.
 */
export const figuresDriftedUp = (lines: readonly string[]): boolean => {
  const labelRows = lines.map((l, i) => (SUMMARY_LABEL.test(l) ? i : -1)).filter((i) => i >= 0);
  const last = labelRows[labelRows.length - 1];
  if (last === undefined || labelRows.length < 2) return false;
  const above = lines[last - 1] ?? '';
  const below = lines[last + 1] ?? '';
  return (
    lastAmount(lines[last] ?? '') === null &&
    SUMMARY_LABEL.test(above) &&
    lastAmount(above) !== null &&
    !/\d/.test(below)
  );
};

/**
 * The other way round: the figures sit a row below their labels, so a label above is left bare ("TAX")
 * and the last label's figure stands alone on the row under it ("TOTAL DUE 12.92" / "172.47").
 */
export const figuresDriftedDown = (lines: readonly string[]): boolean => {
  const labelRows = lines.map((l, i) => (SUMMARY_LABEL.test(l) ? i : -1)).filter((i) => i >= 0);
  const last = labelRows[labelRows.length - 1];
  if (last === undefined || labelRows.length < 2) return false;
  const below = lines[last + 1] ?? '';
  const bareFigure = lastAmount(below) !== null && !/[a-z]/i.test(below);
  const bareLabel = labelRows.slice(0, -1).some((row) => lastAmount(lines[row] ?? '') === null);
  return lastAmount(lines[last] ?? '') !== null && bareFigure && bareLabel;
};

/**
 * The summary block read again with its figures moved up or down the label column. On a curled or
 * tilted photo the right-hand column drifts against the labels, so "Subtotal 0.92 / Tax / Round 11.25 /
 * Total 20.00" is "Subtotal 10.34 / Tax 0.92 / Total 11.25 / Cash 20.00" shifted by a row. Each
 * reading pairs the block's labels, in order, with its figures, in order, at one offset; the caller
 * keeps one only when the receipt's arithmetic closes on it. The row indexes stay those printed.
 */
export const realignedSummaries = (lines: readonly string[]): string[][] => {
  const labelRows = lines.map((l, i) => (SUMMARY_LABEL.test(l) ? i : -1)).filter((i) => i >= 0);
  const first = labelRows[0];
  const last = labelRows[labelRows.length - 1];
  if (first === undefined || last === undefined || labelRows.length < 2) return [];
  const start = Math.max(0, first - 1);
  const end = Math.min(lines.length - 1, last + 1);
  const labels: Array<{ row: number; label: string }> = [];
  const figures: string[] = [];
  for (let row = start; row <= end; row += 1) {
    const line = lines[row] ?? '';
    const amount = lastAmount(line);
    const label = amount ? amount.label : line.trim();
    if (amount) figures.push(amount.text);
    if (row >= first && row <= last && /[a-z]{2}/i.test(label)) labels.push({ row, label });
  }
  const readings: string[][] = [];
  for (const offset of [-2, -1, 0, 1, 2]) {
    // The figure each label had as printed is at this index; the reading moves all of them by the offset.
    const out = [...lines];
    for (let row = start; row <= end; row += 1) out[row] = '';
    const firstFigure = figures.length - labels.length;
    labels.forEach(({ row, label }, i) => {
      const figure = figures[i + Math.floor(firstFigure / 2) + offset];
      out[row] = figure === undefined ? label : `${label}  ${figure}`;
    });
    readings.push(out);
  }
  return readings;
};
