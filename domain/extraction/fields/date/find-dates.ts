import { fixOcrDigits } from '../../text/ocr-digits';
import { MONTH_NAME, expandYear, isValidDate, monthNumber } from './calendar';

/**
 * A date printed on the receipt. Numeric dates keep both readings until the receipt-wide order
 * is known; `fixed` dates (ISO, written month, a part > 12) have only one.
 */
export type DateCandidate = {
  line: number;
  index: number;
  text: string;
  /** Readings as [year, month, day]; one when unambiguous, two (month-first, day-first) otherwise. */
  monthFirst: [number, number, number] | null;
  dayFirst: [number, number, number] | null;
  kind: 'iso' | 'written' | 'numeric';
  twoDigitYear: boolean;
};

const ISO = /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g;
const NUMERIC = /(?<![\d/.-])(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d]|[/.-]\d)/g;
const WRITTEN_MDY = new RegExp(`\\b${MONTH_NAME}\\.?\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})(?!\\d)`, 'gi');
const WRITTEN_DMY = new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?(?:\\s*|-|\\s*of\\s*)${MONTH_NAME}\\.?(?:\\s*|-|,\\s*)(\\d{4}|\\d{2})(?!\\d)`, 'gi');

const reading = (year: number, month: number, day: number): [number, number, number] | null =>
  isValidDate(year, month, day) ? [year, month, day] : null;

export const findDates = (lines: readonly string[], reference?: Date): DateCandidate[] => {
  const found: DateCandidate[] = [];
  lines.forEach((raw, lineNo) => {
    const line = fixOcrDigits(raw);
    const taken: Array<[number, number]> = [];
    const overlaps = (start: number, end: number): boolean => taken.some(([s, e]) => start < e && end > s);
    const add = (match: RegExpMatchArray, candidate: Omit<DateCandidate, 'line' | 'index' | 'text'>): void => {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (overlaps(start, end) || (!candidate.monthFirst && !candidate.dayFirst)) return;
      taken.push([start, end]);
      found.push({ line: lineNo, index: start, text: match[0].trim(), ...candidate });
    };
    for (const m of line.matchAll(ISO)) {
      const r = reading(Number(m[1]), Number(m[2]), Number(m[3]));
      add(m, { monthFirst: r, dayFirst: r, kind: 'iso', twoDigitYear: false });
    }
    for (const m of line.matchAll(WRITTEN_MDY)) {
      const r = reading(Number(m[3]), monthNumber(m[1] ?? '') ?? 0, Number(m[2]));
      add(m, { monthFirst: r, dayFirst: r, kind: 'written', twoDigitYear: false });
    }
    for (const m of line.matchAll(WRITTEN_DMY)) {
      const year = expandYear(Number(m[3]), reference);
      const r = reading(year, monthNumber(m[2] ?? '') ?? 0, Number(m[1]));
      add(m, { monthFirst: r, dayFirst: r, kind: 'written', twoDigitYear: (m[3] ?? '').length === 2 });
    }
    for (const m of line.matchAll(NUMERIC)) {
      const a = Number(m[1]);
      const b = Number(m[3]);
      const year = expandYear(Number(m[4]), reference);
      add(m, {
        monthFirst: reading(year, a, b),
        dayFirst: reading(year, b, a),
        kind: 'numeric',
        twoDigitYear: (m[4] ?? '').length === 2,
      });
    }
  });
  return found;
};
