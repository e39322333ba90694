/**
 * A PDF date string (`D:YYYYMMDDHHmmSSOHH'mm'`, every part after the year optional, `O` being `Z`, `+`
 * or `-`) as an ISO instant; null when it is not one. A missing zone is read as UTC.
 */
const PDF_DATE = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(?:(\d{2})'?(?:(\d{2})'?)?)?)?/;

export const pdfDateToIso = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const match = PDF_DATE.exec(value.trim());
  if (match === null) return null;
  const part = (index: number, fallback: number): number =>
    match[index] === undefined ? fallback : Number(match[index]);
  const [year, month, day, hour, minute, second] = [
    part(1, 0),
    part(2, 1),
    part(3, 1),
    part(4, 0),
    part(5, 0),
    part(6, 0),
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const sign = match[7] === '-' ? -1 : match[7] === '+' ? 1 : 0;
  const offsetMinutes = sign * (part(8, 0) * 60 + part(9, 0));
  const time = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
};
