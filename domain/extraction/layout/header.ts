import type { Row } from './row';

// Rows that end the header: an address, a phone, a registration number, a date, an amount.
const STOPS = [
  /\b(?:jalan|jln|taman|lorong|street|st\.|avenue|ave\.?|road|rd\.?|blvd|suite|p\.?\s*o\.?\s*box)\b|\b\d{5}(?:-\d{4})?\b|\b[A-Z]{2}\s+\d{5}\b/i,
  /\b(?:tel|phone|fax|hp)\b|\(\d{3}\)\s*\d{3}|\d{2,4}[-\s]\d{3,4}[-\s]?\d{4}/i,
  /\b(?:gst|sst|vat|tax\s*id|ein|abn|reg(?:istration)?\.?\s*no|co\.?\s*no|company\s*no|roc)\b|\(\s*\d{5,}-?[A-Z]\s*\)/i,
  /\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}/,
  /\d[.,]\d{2}\b/,
];

// A recognizer unsure of a row at the top is usually reading a stamp or handwriting.
const MIN_CONFIDENCE = 0.75;

/**
 * The header block: the top rows of the first page before the first address, phone, registration,
 * date or amount row, where a receipt prints who issued it. Rows the recognizer was unsure of are
 * left out. Never empty when the first page has rows: the first row then stands for it.
 */
export const headerRows = (rows: readonly Row[]): Row[] => {
  const first = rows.filter((r) => r.page === (rows[0]?.page ?? 1));
  const stop = first.findIndex((r) => STOPS.some((p) => p.test(r.text)));
  const block = first.slice(0, stop < 0 ? first.length : Math.max(1, stop));
  return block.filter((r) => r.confidence >= MIN_CONFIDENCE || r.box === null);
};
