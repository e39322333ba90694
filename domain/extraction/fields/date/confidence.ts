import type { DateField } from '../date';

const BASE = { unambiguous: 88, 'receipt-dates': 82, locale: 75, default: 55 };

/**
 * The date's own confidence, 0-100: how sure the day/month order is, whether a purchase-date label
 * names it, whether another date came close, and how sure the recognizer was of its row.
 */
export const dateConfidence = (field: NonNullable<DateField>, rowConfidence: number): number => {
  let confidence = BASE[field.certainty] + (field.labelled ? 7 : 0);
  if (field.margin < 1) confidence -= 15;
  confidence -= Math.max(0, 0.95 - rowConfidence) * 60;
  return Math.max(5, Math.min(99, Math.round(confidence)));
};
