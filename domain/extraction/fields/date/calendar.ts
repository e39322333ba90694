const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

export const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/**
 * The month names with the OCR's digit-for-letter slips a till's font invites: "0ct" (a zero for the
 * O) and "Ju1" (a one for the l). Only where the month comes first: before the day, "100CT" is a
 * pack size, not 10 October.
 */
export const MONTH_NAME_MISREAD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|ju[l1]y?|aug(?:ust)?|sep(?:t(?:ember)?)?|[o0]ct(?:ober)?|n[o0]v(?:ember)?|dec(?:ember)?)';

const MISREAD_LETTERS: Record<string, string> = { '0': 'o', '1': 'l' };

export const monthNumber = (name: string): number | null => {
  const key = name.toLowerCase().replace(/\.$/, '');
  return MONTHS[key] ?? MONTHS[key.replace(/[01]/g, (d) => MISREAD_LETTERS[d] ?? d)] ?? null;
};

export const isValidDate = (year: number, month: number, day: number): boolean => {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
};

export const isoDate = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Two-digit years: the latest century that does not put the year more than a year after the
 * reference (a receipt is not dated in the future), or 20xx without one.
 */
export const expandYear = (year: number, reference?: Date): number => {
  if (year >= 100) return year;
  if (!reference) return 2000 + year;
  const refYear = reference.getUTCFullYear();
  const century = Math.floor(refYear / 100) * 100;
  return century + year <= refYear + 1 ? century + year : century - 100 + year;
};
