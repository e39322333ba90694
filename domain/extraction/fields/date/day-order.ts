import type { DateCandidate } from './find-dates';

export type DayOrder = 'month-first' | 'day-first';
export type DayOrderBasis = 'receipt-dates' | 'locale' | 'default';

// Clues that a receipt comes from a day-first country. Malaysian/Singaporean receipts (SROIE) are
// the ones we actually meet; UK/EU/AU markers are cheap to add.
const DAY_FIRST_CLUES = [
  /\bRM\s?\d/i,
  /\bMYR\b/,
  /\bGST\b/,
  /\bSST\b/,
  /malaysia/i,
  /singapore/i,
  /\bsdn\.?\s*bhd\b/i,
  /\bbhd\b/i,
  /\bVAT\b/,
  /£/,
  /€/,
  /\bpty\.?\s*ltd\b/i,
  /\bABN\b/,
  /\bunited kingdom\b/i,
  /\bU\.?K\.?\b/,
  /\bjalan\b/i,
  /\bjln\b/i,
  /\btaman\b/i,
  /\bselangor\b/i,
  /\bkuala lumpur\b/i,
  /\bjohor\b/i,
  /\bpostcode\b/i,
  /\bcanada\b/i,
];
const US_STATE =
  '(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)';
const MONTH_FIRST_CLUES = [
  new RegExp(`\\b${US_STATE},?\\s+\\d{5}(?:-\\d{4})?\\b`),
  /\$\s?\d/,
  /\bUSD\b/,
  /\bsales tax\b/i,
  /\bU\.?S\.?A\.?\b/,
  /\bEIN\b/,
  /\bzip\b/i,
];

const count = (clues: RegExp[], text: string): number => clues.filter((clue) => clue.test(text)).length;

/**
 * Which numeric reading the receipt uses. A date that only reads one way (a part > 12) settles it for
 * the whole receipt; otherwise currency and address clues; otherwise month-first, because the
 * programs served are American.
 */
export const resolveDayOrder = (
  dates: readonly DateCandidate[],
  text: string,
): { order: DayOrder; basis: DayOrderBasis } => {
  const numeric = dates.filter((d) => d.kind === 'numeric' || d.kind === 'compact');
  const dayFirstOnly = numeric.filter((d) => d.dayFirst && !d.monthFirst).length;
  const monthFirstOnly = numeric.filter((d) => d.monthFirst && !d.dayFirst).length;
  if (dayFirstOnly !== monthFirstOnly) {
    return { order: dayFirstOnly > monthFirstOnly ? 'day-first' : 'month-first', basis: 'receipt-dates' };
  }
  const dayFirst = count(DAY_FIRST_CLUES, text);
  const monthFirst = count(MONTH_FIRST_CLUES, text);
  if (dayFirst !== monthFirst) return { order: dayFirst > monthFirst ? 'day-first' : 'month-first', basis: 'locale' };
  return { order: 'month-first', basis: 'default' };
};
