import type { AmountField } from './fields/amount';
import type { DateField } from './fields/date';
import type { VendorField } from './fields/vendor';

export type ConfidenceInput = {
  amount: AmountField;
  date: DateField;
  vendor: VendorField;
  itemCount: number;
  figuresAgree: boolean;
  paymentState: 'explicit' | 'implied' | 'unknown';
};

// How often each kind of finding is right, roughly, on our labelled receipts. The weights say how
// much each field matters to a reviewer: the total and the date above all.
const WEIGHTS = { amount: 35, date: 25, vendor: 20, items: 10, payment: 10 };

const amountCertainty = (a: AmountField, agree: boolean): number => {
  if (!a) return 0;
  const base = a.certainty === 'labelled-total' ? 0.85 : a.certainty === 'labelled-due' ? 0.75 : 0.3;
  return Math.min(1, base + (agree ? 0.15 : 0));
};

const dateCertainty = (d: DateField): number => {
  if (!d) return 0;
  const base = { unambiguous: 0.95, 'receipt-dates': 0.85, locale: 0.75, default: 0.55 }[d.certainty];
  return d.labelled ? base : base - 0.1;
};

const vendorCertainty = (v: VendorField): number => (!v ? 0 : { labelled: 0.95, 'company-name': 0.85, 'header-line': 0.6 }[v.certainty]);

/**
 * One number, 0-100, for the whole extraction: the weighted mean of each field's certainty. A field
 * not found counts 0, so a receipt missing its date cannot score above 75.
 */
export const scoreConfidence = (input: ConfidenceInput): number => {
  const items = input.itemCount === 0 ? 0.3 : input.figuresAgree ? 1 : 0.6;
  const payment = { explicit: 0.9, implied: 0.7, unknown: 0.4 }[input.paymentState];
  const total =
    WEIGHTS.amount * amountCertainty(input.amount, input.figuresAgree) +
    WEIGHTS.date * dateCertainty(input.date) +
    WEIGHTS.vendor * vendorCertainty(input.vendor) +
    WEIGHTS.items * items +
    WEIGHTS.payment * payment;
  const max = Object.values(WEIGHTS).reduce((s, w) => s + w, 0);
  return Math.max(0, Math.min(100, Math.round((100 * total) / max)));
};
