import {
  auditCompleteness,
  studentDetailsFor,
  type FieldEvidence,
  type PaymentDetails,
  type ReceiptExtractionResult,
  type StudentCandidate,
} from '../../../../domain/extraction';
import type { ReceiptAnswer } from './answer-schema';

/** The model reports one confidence and no geometry: each field it found carries that, with no page or box. */
const evidenceOf = (value: unknown, confidence: number): FieldEvidence | null =>
  value === null || value === undefined || value === '' ? null : { confidence, page: null, box: null, text: null };

const roundCents = (value: number): number => Math.round(value * 100) / 100;

const paymentDetails = (payment: ReceiptAnswer['payment']): PaymentDetails => {
  // The model may say "unpaid" and isPaid true at once; the proof type wins, as in the parser.
  const isPaid = payment.proofOfPaymentType === 'unpaid' ? false : payment.isPaid;
  return {
    isPaid,
    paymentMethod: payment.method,
    cardLast4: payment.cardLast4,
    proofOfPaymentType: payment.proofOfPaymentType,
    method: payment.method,
    lastFour: payment.cardLast4,
    paidInFull: isPaid,
    payerName: payment.payerName,
    checkNumber: payment.checkNumber,
  };
};

/** A validated answer as our result type, both published variants filled from the same facts. */
export const toExtractionResult = (
  answer: ReceiptAnswer,
  candidates: readonly StudentCandidate[],
): ReceiptExtractionResult => {
  const vendor = answer.vendor?.trim() || null;
  const amount = answer.amount === null ? null : roundCents(answer.amount);
  const payment = paymentDetails(answer.payment);
  const serviceDetails =
    answer.invoiceType === 'service'
      ? {
          isService: true,
          providerName: answer.service?.providerName ?? vendor,
          servicePeriod: answer.service?.servicePeriod ?? null,
          serviceRate: answer.service?.serviceRate ?? null,
          serviceType: answer.service?.serviceType ?? null,
        }
      : null;
  const items = answer.items.map((item) => ({
    description: item.description.trim(),
    price: roundCents(item.price),
    quantity: item.quantity,
    salesTax: item.salesTax,
  }));
  return {
    vendor,
    amount,
    transactionDate: answer.transactionDate,
    invoiceType: answer.invoiceType,
    items,
    paymentDetails: payment,
    studentDetails: studentDetailsFor(answer.studentName?.trim() || null, candidates),
    serviceDetails,
    confidence: answer.confidence,
    auditResult: auditCompleteness({
      vendor,
      amount,
      transactionDate: answer.transactionDate,
      invoiceType: answer.invoiceType,
      itemCount: items.length,
      payment,
      serviceDetails,
    }),
    fieldEvidence: {
      vendor: evidenceOf(vendor, answer.confidence),
      amount: evidenceOf(amount, answer.confidence),
      transactionDate: evidenceOf(answer.transactionDate, answer.confidence),
      paymentDetails: evidenceOf(
        payment.proofOfPaymentType === 'unknown' ? null : payment.proofOfPaymentType,
        answer.confidence,
      ),
      studentName: evidenceOf(answer.studentName?.trim(), answer.confidence),
    },
  };
};
