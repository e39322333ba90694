import { isoDate } from './date/calendar';
import { resolveDayOrder, type DayOrderBasis } from './date/day-order';
import { findDates, type DateCandidate } from './date/find-dates';

export type DateCertainty = 'unambiguous' | DayOrderBasis;
export type DateField = { value: string; certainty: DateCertainty; labelled: boolean } | null;

// Labels that name the purchase date, and labels that name some other date on the same document.
const TRANSACTION_LABEL = /\b(?:invoice|order|transaction|txn|purchase|receipt|sale|billing|bill|issue[d]?|payment|paid)?\s*(?:date|dt)\b|\bdated\b|\bpaid on\b|\bordered on\b|\bplaced on\b/i;
const OTHER_LABEL = /\b(?:due|expir\w*|exp|valid|ship\w*|deliver\w*|period|from|through|thru|until|to|birth|dob|start|end|next|renew\w*|return\w*|session\w*|service)\b/i;

const GRACE_DAYS = 45;

const toIso = (candidate: DateCandidate, dayFirst: boolean): string | null => {
  const r = dayFirst ? (candidate.dayFirst ?? candidate.monthFirst) : (candidate.monthFirst ?? candidate.dayFirst);
  return r ? isoDate(r[0], r[1], r[2]) : null;
};

const isUnambiguous = (c: DateCandidate): boolean =>
  c.kind !== 'numeric' || !c.monthFirst || !c.dayFirst || (c.monthFirst[1] === c.dayFirst[1] && c.monthFirst[2] === c.dayFirst[2]);

const RANGE_START = /^\s*(?:-|–|—|to|through|thru|until)\s*\S*\d/i;
const RANGE_END = /(?:-|–|—|\bto|\bthrough|\bthru|\buntil)\s*$/i;

/** How much a candidate looks like the purchase date, from the words just before it on its line. */
const labelScore = (lines: readonly string[], c: DateCandidate): number => {
  const line = lines[c.line] ?? '';
  const before = line.slice(0, c.index).slice(-40);
  const after = line.slice(c.index + c.text.length);
  // Either end of a range ("09/01/2026 - 09/30/2026") is a service period, not the purchase.
  if (RANGE_START.test(after) || RANGE_END.test(before)) return 0;
  if (OTHER_LABEL.test(before.replace(TRANSACTION_LABEL, ' '))) {
    return TRANSACTION_LABEL.test(before) && !/\bdue\b/i.test(before) ? 2 : 0;
  }
  if (TRANSACTION_LABEL.test(before)) return 3;
  if (before.trim() === '' && c.line > 0) {
    const previous = lines[c.line - 1] ?? '';
    if (/[:#]\s*$/.test(previous) && OTHER_LABEL.test(previous)) return 0;
    if (TRANSACTION_LABEL.test(previous) && !OTHER_LABEL.test(previous)) return 3;
  }
  return 1;
};

/**
 * The transaction date. Candidates are ranked by their label (an "Invoice date" beats a bare date,
 * which beats a "Due date"), then by position (the earliest, usually in the header).
 */
export const extractDate = (lines: readonly string[], text: string, reference?: Date): DateField => {
  const dates = findDates(lines, reference);
  if (dates.length === 0) return null;
  const { order, basis } = resolveDayOrder(dates, text);
  const latest = reference ? new Date(reference.getTime() + GRACE_DAYS * 86_400_000).toISOString().slice(0, 10) : null;
  const ranked = dates
    .map((c) => {
      const value = toIso(c, order === 'day-first');
      const future = value !== null && latest !== null && value > latest;
      return { c, value, score: labelScore(lines, c) - (future ? 5 : 0) };
    })
    .filter((r): r is { c: DateCandidate; value: string; score: number } => r.value !== null)
    .sort((a, b) => b.score - a.score || a.c.line - b.c.line || a.c.index - b.c.index);
  const best = ranked[0];
  if (!best) return null;
  return { value: best.value, certainty: isUnambiguous(best.c) ? 'unambiguous' : basis, labelled: best.score >= 2 };
};
