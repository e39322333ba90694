import type { DateField } from '../date';

const BASE = { unambiguous: 88, 'receipt-dates': 82, locale: 75, default: 55 };
// Kept small: a repaired date is right far more often than not, and one below the re-read threshold
// (70) costs a second reading of the page's date lines.
const REPAIRED = 5;

/**
 * The date's own confidence, 0-100: how sure the day/month order is, whether a purchase-date label
 * names it, whether it was put back from an OCR slip, whether another date came close, and how sure
 * the recognizer was of its row.
 */
export const dateConfidence = (field: NonNullable<DateField>, rowConfidence: number): number => {
  let confidence = BASE[field.certainty] + (field.labelled ? 7 : 0) - (field.repaired ? REPAIRED : 0);
  if (field.margin < 1) confidence -= 15;
  confidence -= Math.max(0, 0.95 - rowConfidence) * 60;
  return Math.max(5, Math.min(99, Math.round(confidence)));
};
