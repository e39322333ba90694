// Full dates written on a line ("06/14/2024", "2024-06-14", "May 20, 2023", "Sept 4 2025"), as YYYY-MM-DD.
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const US = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const WORDS =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi;

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function readDates(raw: string): string[] {
  const found: (string | null)[] = [];
  for (const m of raw.matchAll(US)) {
    const year = Number(m[3]);
    found.push(iso(year < 100 ? 2000 + year : year, Number(m[1]), Number(m[2])));
  }
  for (const m of raw.matchAll(ISO)) found.push(iso(Number(m[1]), Number(m[2]), Number(m[3])));
  for (const m of raw.matchAll(WORDS))
    found.push(iso(Number(m[3]), MONTHS.indexOf((m[1] as string).slice(0, 3).toLowerCase()) + 1, Number(m[2])));
  return [...new Set(found.filter((d): d is string => d !== null))].sort();
}
