import type { TotalCandidate } from './candidates';
import type { Support } from './support';

const BASE: Record<NonNullable<TotalCandidate['label']> | 'none', number> = {
  final: 70,
  total: 65,
  due: 60,
  paid: 50,
  none: 30,
};

/**
 * The total's own confidence, 0-100: the label it was printed under, raised by each check of the
 * receipt's arithmetic it passes, lowered when that arithmetic contradicts it, when it needed an
 * OCR repair, when a rival figure scored nearly as well, and when the recognizer was unsure of the row.
 */
export const totalConfidence = (
  best: TotalCandidate,
  support: Support,
  margin: number,
  rowConfidence: number,
): number => {
  let confidence = BASE[best.label ?? 'none'];
  confidence += Math.min(28, 14 * support.confirmations.length);
  if (support.contradicted) confidence -= 30;
  if (best.repair !== null) confidence -= 15;
  if (best.bare) confidence -= 15;
  if (margin < 1) confidence -= 15;
  else if (margin < 2) confidence -= 5;
  confidence -= Math.max(0, 0.95 - rowConfidence) * 60;
  return Math.max(5, Math.min(99, Math.round(confidence)));
};
