import { fixOcrDigits } from '../../text/ocr-digits';
import { expandYear, isValidDate, monthNumber } from './calendar';
import { readDigitsInDates } from './date-digits';
import { DATE_FORMS, FOLLOWED_BY_TIME, type DateForm } from './patterns';

/**
 * A date printed on the receipt. Numeric dates keep both readings until the receipt-wide order
 * is known; ISO and written dates, and numeric ones with a part > 12, have only one.
 */
export type DateCandidate = {
  line: number;
  index: number;
  text: string;
  /** Readings as [year, month, day]; both the same when unambiguous, one null when impossible. */
  monthFirst: [number, number, number] | null;
  dayFirst: [number, number, number] | null;
  kind: 'iso' | 'written' | 'numeric' | 'compact';
  twoDigitYear: boolean;
  /** A time of day follows it on the row, as on a till roll's sale line. */
  withTime: boolean;
  /** Letters or digits run straight into it ("HC03-7-15"): more likely a code than a date. */
  glued: boolean;
  /** Put back from an OCR slip: a year's second digit misread ("2817" for "2017"), a separator lost or changed, a letter read for a digit. */
  repaired: boolean;
};

type Readings = Pick<DateCandidate, 'monthFirst' | 'dayFirst' | 'twoDigitYear' | 'repaired'>;

// OCR reads the 0 of "20xx" as 8, 6 or 9 on faint thermal paper; no receipt is dated after 2100.
const repairYear = (year: number): number => (year > 2100 && year < 3000 ? 2000 + (year % 100) : year);

const reading = (year: number, month: number, day: number): [number, number, number] | null =>
  isValidDate(year, month, day) ? [year, month, day] : null;

const readingsOf = (form: DateForm, g: Record<string, string | undefined>, reference?: Date): Readings => {
  const twoDigitYear = g['y2'] !== undefined || (g['y'] ?? '').length === 2;
  const printed = expandYear(Number(g['y2'] ?? g['y']), reference);
  const year = repairYear(printed);
  const repaired = year !== printed;
  if (form.kind === 'iso') {
    const r = reading(year, Number(g['a']), Number(g['b']));
    return { monthFirst: r, dayFirst: r, twoDigitYear, repaired };
  }
  if (form.kind === 'written') {
    const r = reading(year, monthNumber(g['m'] ?? '') ?? 0, Number(g['d']));
    return { monthFirst: r, dayFirst: r, twoDigitYear, repaired };
  }
  const a = Number(g['a']);
  const b = Number(g['b']);
  return { monthFirst: reading(year, a, b), dayFirst: reading(year, b, a), twoDigitYear, repaired };
};

export const findDates = (lines: readonly string[], reference?: Date): DateCandidate[] => {
  const found: DateCandidate[] = [];
  lines.forEach((raw, lineNo) => {
    const plain = fixOcrDigits(raw);
    const line = readDigitsInDates(plain);
    const taken: Array<[number, number]> = [];
    for (const form of DATE_FORMS) {
      for (const match of line.matchAll(form.pattern)) {
        const start = match.index;
        const end = start + match[0].length;
        if (taken.some(([s, e]) => start < e && end > s)) continue;
        const readings = readingsOf(form, match.groups ?? {}, reference);
        if (!readings.monthFirst && !readings.dayFirst) continue;
        taken.push([start, end]);
        found.push({
          line: lineNo,
          index: start,
          text: match[0].trim(),
          kind: form.kind,
          ...readings,
          repaired: readings.repaired || form.repaired === true || line.slice(start, end) !== plain.slice(start, end),
          withTime: FOLLOWED_BY_TIME.test(line.slice(end)),
          glued: /[A-Za-z0-9]$/.test(line.slice(0, start)) && form.kind !== 'written',
        });
      }
    }
  });
  return found;
};
