import { roundCents } from '../../text/money';

/** One way to read a printed figure; `repair` names the OCR slip it assumes, null for the figure as printed. */
export type Reading = { value: number; repair: 'decimal-point' | 'stray-digit' | null };

/**
 * The printed figure and the figures OCR may have garbled into it: a lost decimal point
 * ("1000" for "10.00", "005" for "0.05") and a stray leading digit ("385.2" for "85.20", a
 * currency sign read as a digit). Only the receipt's own arithmetic can tell which one is right,
 * so the repaired readings are candidates, never answers by themselves.
 */
export const readingsOf = (digits: string, value: number): Reading[] => {
  const readings: Reading[] = [{ value, repair: null }];
  const plain = digits.replace(/[\s,]/g, '');
  if (/^\d{3,}$/.test(plain)) readings.push({ value: roundCents(Number(plain) / 100), repair: 'decimal-point' });
  const stray = /^\d(\d+(?:\.\d{1,2})?)$/.exec(plain);
  if (stray?.[1] && value >= 10) readings.push({ value: roundCents(Number(stray[1])), repair: 'stray-digit' });
  return readings.filter((r, i) => r.value > 0 && readings.findIndex((o) => o.value === r.value) === i);
};
