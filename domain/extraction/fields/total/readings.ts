import { roundCents } from '../../text/money';

/** One way to read a printed figure; `repair` names the OCR slip it assumes, null for the figure as printed. */
export type Reading = {
  value: number;
  repair: 'decimal-point' | 'stray-digit' | 'lost-digit' | 'lost-leading-digit' | null;
};

/**
 * The printed figure and the figures OCR may have garbled into it: a lost decimal point
 * ("1000" for "10.00", "005" for "0.05"), a stray leading digit ("385.2" for "85.20", a
 * currency sign read as a digit), a lost last digit ("16.6" for "16.61") and a lost leading digit
 * ("328.24" for "1,328.24"). Only the receipt's own arithmetic can tell which one is right,
 * so the repaired readings are candidates, never answers by themselves.
 */
export const readingsOf = (digits: string, value: number): Reading[] => {
  const readings: Reading[] = [{ value, repair: null }];
  const plain = digits.replace(/[\s,]/g, '');
  if (/^\d{3,}$/.test(plain)) readings.push({ value: roundCents(Number(plain) / 100), repair: 'decimal-point' });
  const stray = /^\d(\d+(?:\.\d{1,2})?)$/.exec(plain);
  if (stray?.[1] && value >= 10) readings.push({ value: roundCents(Number(stray[1])), repair: 'stray-digit' });
  // "16.6" for "16.61": the last cent digit faded or fell outside the detected box.
  if (/^\d+\.\d$/.test(plain))
    for (let d = 0; d <= 9; d += 1) readings.push({ value: roundCents(value + d / 100), repair: 'lost-digit' });
  // "328.24" for "1,328.24": the first digit lost at the box's left edge (or under a reverse-video bar).
  if (/^\d{1,3}(?:\.\d{2})?$/.test(plain) && value >= 1) {
    const magnitude = 10 ** Math.floor(Math.log10(value) + 1);
    for (let d = 1; d <= 9; d += 1)
      readings.push({ value: roundCents(d * magnitude + value), repair: 'lost-leading-digit' });
  }
  return readings.filter((r, i) => r.value > 0 && readings.findIndex((o) => o.value === r.value) === i);
};
