/** Calendar days as `YYYY-MM-DD` in UTC: they sort and compare as strings. */
const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDay = (at: string | Date): string => new Date(at).toISOString().slice(0, 10);

/** A real date written `YYYY-MM-DD` (2026-02-30 is not). */
export const isCalendarDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  utcDay(`${text}T00:00:00Z`) === text;

export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** How many days from `from` to `to`, both included (1 when they are the same day). */
export const daysIncluded = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
