import { labelledCandidates, unlabelledCandidates, type TotalCandidate } from './candidates';
import { totalConfidence } from './confidence';
import { readFigures, type ReceiptFigures } from './facts';
import { LABEL_WEIGHT } from './labels';
import { figuresDriftedDown, figuresDriftedUp, realignedSummaries } from './realign';
import { supportFor, type Support } from './support';
import { sameAmount } from '../../text/money';

export type TotalField = {
  value: number;
  /** 0-100, see confidence.ts. */
  confidence: number;
  label: TotalCandidate['label'];
  /** Row indexes the label and figure were read from. */
  rows: number[];
  confirmations: string[];
} | null;

export type Scored = { c: TotalCandidate; support: Support; score: number };

// What the customer handed over less the change given back: the total, read from two other rows.
const derivedFromChange = (lines: readonly string[], f: ReceiptFigures): TotalCandidate[] => {
  const changeRow = lines.findIndex((l) => /\bchange\b/i.test(l) && /\d/.test(l));
  const tendered = f.tendered[0]?.[0];
  const change = f.changes[0]?.[0];
  if (changeRow < 0 || tendered === undefined || change === undefined || tendered - change <= 0) return [];
  const value = Math.round((tendered - change) * 100) / 100;
  return [
    {
      value,
      label: null,
      repair: null,
      bare: false,
      rows: [changeRow],
      printed: value.toFixed(2),
      digits: value.toFixed(2),
      signed: value,
      derived: true,
    },
  ];
};

// Tendered less change is the total by arithmetic, but rests on two figures read right.
const DERIVED_WEIGHT = 1.5;
// An unlabelled amount charged to a card: what was paid, below any labelled total (a tip may be on it).
const CHARGED_WEIGHT = 1.5;

type Context = {
  figures: ReceiptFigures;
  labelled: readonly TotalCandidate[];
  lastLabelledRow: number;
  largest: number;
  rowConfidence: (row: number) => number;
};

// A labelled total that a tax printed under it turns into another labelled total lower down
// ("Net Total 38.58", "Tax 2.42", "TOTAL 41.00") is the amount before tax, not what was paid.
const preTax = (c: TotalCandidate, all: readonly TotalCandidate[], f: ReceiptFigures): boolean =>
  c.label !== null &&
  all.some(
    (o) =>
      o.label !== null &&
      o.repair === null &&
      (o.rows[0] ?? 0) > (c.rows[0] ?? 0) &&
      f.taxes.some((t) => t.some((tax) => tax > 0 && sameAmount(c.value + tax, o.value))),
  );

const score = (
  c: TotalCandidate,
  { figures: f, labelled: all, lastLabelledRow, largest, rowConfidence }: Context,
): Scored => {
  const others = all
    .filter((o) => o.label !== null && o.repair === null && o.rows[0] !== c.rows[0])
    .map((o) => o.signed);
  const support = supportFor(c.value, f, others, /^\d+\.\d$/.test(c.digits));
  const weight = c.label ? LABEL_WEIGHT[c.label] : c.derived ? DERIVED_WEIGHT : c.charged ? CHARGED_WEIGHT : 0;
  // Lower on the page is likelier: running totals and pre-rounding figures come first.
  const position = c.label && lastLabelledRow > 0 ? (0.6 * (c.rows[0] ?? 0)) / lastLabelledRow : 0;
  // A repair the receipt's sums confirm (the subtotal plus tax, the items, tendered less change) is
  // as good as a figure read right; one that only matches a card line is not.
  const proved = support.confirmations.some((k) => k === 'subtotal' || k === 'items' || k === 'tendered-change');
  // The grand total is the largest of the labelled totals (partial totals, subtotals come to less).
  const size = c.label && (c.repair === null || proved) && c.value >= largest - 0.005 ? 0.75 : 0;
  const penalty = (c.repair ? (proved ? 0.5 : 1.5) : 0) + (c.bare ? 1 : 0) + (preTax(c, all, f) ? 2 : 0);
  // A row the recognizer was unsure of is likelier to hold a misread figure.
  const ocr = 4 * (Math.min(0.95, ...c.rows.map(rowConfidence)) - 0.95);
  return { c, support, score: weight + support.score + position + size + ocr - penalty };
};

/**
 * The receipt total: every labelled figure (and, as weaker candidates, unlabelled amounts and
 * tendered-less-change) scored by its label, its position and how well the receipt's arithmetic
 * confirms it; OCR repairs of a figure compete with the figure as printed and need that arithmetic
 * to win.
 */
export const rankTotals = (
  lines: readonly string[],
  rowConfidence: (row: number) => number,
  itemTotals: readonly number[] = [],
): Scored[] => {
  const figures = readFigures(lines, itemTotals);
  const labelled = labelledCandidates(lines);
  const candidates = [...labelled, ...unlabelledCandidates(lines), ...derivedFromChange(lines, figures)].filter(
    (c) => c.value > 0,
  );
  const lastLabelledRow = Math.max(0, ...labelled.map((c) => c.rows[0] ?? 0));
  const largest = Math.max(0, ...labelled.filter((c) => c.repair === null).map((c) => c.value));
  const context = { figures, labelled, lastLabelledRow, largest, rowConfidence };
  return candidates.map((c) => score(c, context)).sort((a, b) => b.score - a.score || b.c.value - a.c.value);
};

const closes = (s: Scored | undefined): boolean =>
  s !== undefined && s.support.confirmations.some((k) => k === 'subtotal' || k === 'tendered-change');
const closesTwice = (s: Scored | undefined): boolean =>
  s !== undefined && s.support.confirmations.includes('subtotal') && s.support.confirmations.length >= 2;
// Read from figures moved against their labels: right by arithmetic, but less sure than as printed.
const REALIGNED_PENALTY = 10;

export const extractTotal = (
  lines: readonly string[],
  rowConfidence: (row: number) => number,
  itemTotals: readonly number[] = [],
): TotalField => {
  const printed = rankTotals(lines, rowConfidence, itemTotals);
  // When the sums do not close as the rows were grouped, the figures may have drifted a row against
  // their labels (a curled photo): a re-pairing is taken only if both the subtotal-plus-tax and
  // another check (the payment, tendered less change) close on it, or one of them when the last label
  // is visibly left without its figure.
  const enough = figuresDriftedUp(lines) || figuresDriftedDown(lines) ? closes : closesTwice;
  const realigned = closes(printed[0])
    ? null
    : realignedSummaries(lines)
        .map((alt) => rankTotals(alt, rowConfidence, itemTotals))
        .filter((r) => enough(r[0]))
        .sort((a, b) => (b[0]?.support.score ?? 0) - (a[0]?.support.score ?? 0))[0];
  const ranked = realigned ?? printed;
  const best = ranked[0];
  if (!best) return null;
  const rival = ranked.find((r) => Math.abs(r.c.value - best.c.value) > 0.005);
  const margin = rival ? best.score - rival.score : 10;
  const rowConf = Math.min(...best.c.rows.map(rowConfidence));
  return {
    value: best.c.value,
    confidence: totalConfidence(best.c, best.support, margin, rowConf) - (realigned ? REALIGNED_PENALTY : 0),
    label: best.c.label,
    rows: best.c.rows,
    confirmations: best.support.confirmations,
  };
};
