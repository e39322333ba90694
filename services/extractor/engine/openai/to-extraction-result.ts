import { auditCompleteness, matchStudent, type PaymentDetails, type ReceiptExtractionResult, type StudentCandidate, type StudentDetails } from '../../../../domain/extraction';
import type { ReceiptAnswer } from './answer-schema';

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

/** The student match is ours, not the model's: the same scoring as for the local engine. */
const studentDetails = (printed: string | null, candidates: readonly StudentCandidate[]): StudentDetails => {
  const match = printed ? matchStudent(printed, candidates) : null;
  const confidence = match?.confidence ?? 0;
  return {
    detectedStudentName: printed,
    matchedChildId: match?.candidate.id ?? null,
    matchedChildName: match?.candidate.name ?? null,
    matchConfidence: confidence,
    matched: match !== null,
    studentId: match?.candidate.id ?? null,
    matchedName: match?.candidate.name ?? null,
    confidence,
  };
};

/** A validated answer as our result type, both published variants filled from the same facts. */
export const toExtractionResult = (answer: ReceiptAnswer, candidates: readonly StudentCandidate[]): ReceiptExtractionResult => {
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
  const items = answer.items.map((item) => ({ description: item.description.trim(), price: roundCents(item.price), quantity: item.quantity, salesTax: item.salesTax }));
  return {
    vendor,
    amount,
    transactionDate: answer.transactionDate,
    invoiceType: answer.invoiceType,
    items,
    paymentDetails: payment,
    studentDetails: studentDetails(answer.studentName?.trim() || null, candidates),
    serviceDetails,
    confidence: answer.confidence,
    auditResult: auditCompleteness({ vendor, amount, transactionDate: answer.transactionDate, invoiceType: answer.invoiceType, itemCount: items.length, payment, serviceDetails }),
  };
};
