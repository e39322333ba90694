import { isoDate } from './date/calendar';
import { resolveDayOrder, type DayOrderBasis } from './date/day-order';
import { findDates, type DateCandidate } from './date/find-dates';
import { labelScore, NEVER } from './date/label-score';

export type DateCertainty = 'unambiguous' | DayOrderBasis;
export type DateField = {
  value: string;
  certainty: DateCertainty;
  labelled: boolean;
  /** Put back from an OCR slip (a lost separator, a letter for a digit): a guess, if a good one. */
  repaired: boolean;
  line: number;
  text: string;
  margin: number;
} | null;

const GRACE_DAYS = 45;
const IMPOSSIBLE_DAYS = 366;

const toIso = (candidate: DateCandidate, dayFirst: boolean): string | null => {
  const r = dayFirst ? (candidate.dayFirst ?? candidate.monthFirst) : (candidate.monthFirst ?? candidate.dayFirst);
  return r ? isoDate(r[0], r[1], r[2]) : null;
};

const isUnambiguous = (c: DateCandidate): boolean =>
  !c.monthFirst || !c.dayFirst || (c.monthFirst[1] === c.dayFirst[1] && c.monthFirst[2] === c.dayFirst[2]);

// A till roll prints the sale's date with its time; a date glued to letters or digits ("HC03-7-15")
// is usually a product code; a bare eight-digit run is the weakest form.
const shapeScore = (c: DateCandidate): number =>
  (c.withTime ? 1.5 : 0) - (c.glued ? 2 : 0) - (c.kind === 'compact' ? 1 : 0) - (c.repaired ? 0.5 : 0);

/**
 * The transaction date. Candidates are ranked by their label (an "Invoice date" beats a bare date,
 * which beats a "Due date" or a card's expiry), by their shape (a date with a time beats a code that
 * looks like a date), then by position (the earliest, usually in the header). Dates in the future of
 * the reference date lose.
 */
export const extractDate = (lines: readonly string[], text: string, reference?: Date): DateField => {
  const dates = findDates(lines, reference);
  if (dates.length === 0) return null;
  const { order, basis } = resolveDayOrder(dates, text);
  // A purchase more than a year after the reference date is a misread, not a date to report.
  const impossible = reference
    ? new Date(reference.getTime() + IMPOSSIBLE_DAYS * 86_400_000).toISOString().slice(0, 10)
    : null;
  const latest = reference ? new Date(reference.getTime() + GRACE_DAYS * 86_400_000).toISOString().slice(0, 10) : null;
  const ranked = dates
    .map((c) => {
      const value = toIso(c, order === 'day-first');
      const future = value !== null && latest !== null && value > latest;
      const label = labelScore(lines, c);
      return { c, value, label, score: label + shapeScore(c) - (future ? 5 : 0) };
    })
    .filter(
      (r): r is { c: DateCandidate; value: string; label: number; score: number } =>
        r.value !== null && r.label !== NEVER && (impossible === null || r.value <= impossible),
    )
    .sort((a, b) => b.score - a.score || a.c.line - b.c.line || a.c.index - b.c.index);
  const best = ranked[0];
  if (!best) return null;
  const rival = ranked.find((r) => r.value !== best.value);
  return {
    value: best.value,
    certainty: isUnambiguous(best.c) ? 'unambiguous' : basis,
    labelled: best.label >= 2,
    repaired: best.c.repaired,
    line: best.c.line,
    text: best.c.text,
    margin: rival ? best.score - rival.score : Number.POSITIVE_INFINITY,
  };
};
