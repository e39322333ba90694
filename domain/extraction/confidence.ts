export type ConfidenceInput = {
  /** Each found field's own confidence, 0-100; null when the field was not found. */
  amount: number | null;
  date: number | null;
  vendor: number | null;
  itemCount: number;
  figuresAgree: boolean;
  paymentState: 'explicit' | 'implied' | 'unknown';
};

// How much each field matters to a reviewer: the total and the date above all.
const WEIGHTS = { amount: 35, date: 25, vendor: 20, items: 10, payment: 10 };

/**
 * One number, 0-100, for the whole extraction: the weighted mean of each field's confidence. A field
 * not found counts 0, so a receipt missing its date cannot score above 75.
 */
export const scoreConfidence = (input: ConfidenceInput): number => {
  const items = input.itemCount === 0 ? 0.3 : input.figuresAgree ? 1 : 0.6;
  const payment = { explicit: 0.9, implied: 0.7, unknown: 0.4 }[input.paymentState];
  const total =
    (WEIGHTS.amount * (input.amount ?? 0)) / 100 +
    (WEIGHTS.date * (input.date ?? 0)) / 100 +
    (WEIGHTS.vendor * (input.vendor ?? 0)) / 100 +
    WEIGHTS.items * items +
    WEIGHTS.payment * payment;
  const max = Object.values(WEIGHTS).reduce((s, w) => s + w, 0);
  return Math.max(0, Math.min(100, Math.round((100 * total) / max)));
};
