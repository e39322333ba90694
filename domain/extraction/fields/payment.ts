import type { PaymentDetails, ProofOfPaymentType } from '../result';
import { findCheckNumber, findLastFour, findPaymentMethod } from './payment/method';
import { findPayerName } from './payment/payer';
import { paymentRow } from './payment/row';
import { findPaidStatus, gaveChange } from './payment/status';

export type PaymentField = { details: PaymentDetails; explicit: boolean; line: number | null };

/** Proof of payment in both published shapes, from one set of facts. */
export const extractPayment = (lines: readonly string[]): PaymentField => {
  const method = findPaymentMethod(lines);
  const lastFour = method?.kind === 'card' || method === null ? findLastFour(lines) : null;
  let status = findPaidStatus(lines);
  // A card slip rarely says "paid": the masked card number with a brand is the proof.
  if (status.state === 'unknown' && (lastFour !== null || method?.kind === 'card' || method?.kind === 'cash')) {
    status = { state: 'paid', explicit: false };
  }
  const isPaid = status.state === 'paid';
  // A card is not given change; change above zero with no method printed was paid in cash.
  const effectiveMethod =
    method ??
    (lastFour
      ? { name: 'Card', kind: 'card' as const }
      : isPaid && gaveChange(lines)
        ? { name: 'Cash', kind: 'cash' as const }
        : null);
  const proof: ProofOfPaymentType =
    status.state === 'unpaid' ? 'unpaid' : isPaid && effectiveMethod ? effectiveMethod.kind : 'unknown';
  const name = effectiveMethod?.name ?? null;
  return {
    details: {
      isPaid,
      paymentMethod: name,
      cardLast4: lastFour,
      proofOfPaymentType: proof,
      method: name,
      lastFour,
      paidInFull: isPaid,
      payerName: findPayerName(lines),
      checkNumber: effectiveMethod?.kind === 'check' ? findCheckNumber(lines) : null,
    },
    explicit: status.explicit,
    line: paymentRow(lines, effectiveMethod, lastFour),
  };
};
