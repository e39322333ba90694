import type {
  CompletenessAudit,
  ExtractedServiceDetails,
  InvoiceType,
  MissingElement,
  PaymentDetails,
} from '../result';

export type AuditInput = {
  vendor: string | null;
  amount: number | null;
  transactionDate: string | null;
  invoiceType: InvoiceType;
  itemCount: number;
  payment: PaymentDetails;
  serviceDetails: ExtractedServiceDetails | null;
};

const money = (amount: number): string => amount.toFixed(2);

const describe = (input: AuditInput, missing: MissingElement[]): string => {
  const kind = input.invoiceType === 'service' ? 'service invoice' : 'receipt';
  const paid =
    input.payment.proofOfPaymentType === 'unpaid' ? 'Unpaid' : input.payment.isPaid ? 'Paid' : 'Payment-unconfirmed';
  const by =
    input.payment.isPaid && input.payment.paymentMethod
      ? ` (${input.payment.paymentMethod}${input.payment.cardLast4 ? ` ending ${input.payment.cardLast4}` : ''})`
      : '';
  const from = input.vendor ? ` from ${input.vendor}` : '';
  const of = input.amount !== null ? ` for ${money(input.amount)}` : '';
  const on = input.transactionDate ? ` dated ${input.transactionDate}` : '';
  const items = input.itemCount > 0 ? `, ${input.itemCount} line item${input.itemCount === 1 ? '' : 's'}` : '';
  const gaps = missing.length > 0 ? `; missing ${missing.join(', ')}` : '; complete';
  return `${paid} ${kind}${from}${of}${on}${by}${items}${gaps}.`;
};

/**
 * What a reviewer needs before reimbursing: who was paid, when, how much, for what, and proof that
 * it was paid. A receipt is "valid" only when nothing is missing; an unpaid invoice never is.
 */
export const auditCompleteness = (input: AuditInput): CompletenessAudit => {
  const hasProviderName = input.vendor !== null || Boolean(input.serviceDetails?.providerName);
  const hasTransactionDate = input.transactionDate !== null;
  const hasTotalPrice = input.amount !== null;
  const hasLineItems = input.itemCount > 0;
  const hasPaidIndication = input.payment.isPaid;
  const missing: MissingElement[] = [];
  if (!hasProviderName) missing.push('providerName');
  if (!hasTransactionDate) missing.push('transactionDate');
  if (!hasTotalPrice) missing.push('totalPrice');
  if (!hasLineItems) missing.push('lineItems');
  if (!hasPaidIndication) missing.push('proofOfPayment');
  return {
    summary: describe(input, missing),
    isServiceBased: input.invoiceType === 'service',
    isUnpaidInvoice: input.payment.proofOfPaymentType === 'unpaid',
    hasLineItems,
    hasTransactionDate,
    hasProviderName,
    hasTotalPrice,
    hasPaidIndication,
    isValidReceipt: missing.length === 0,
    hasProofOfPayment: hasPaidIndication,
    hasItemization: hasLineItems,
    hasVendorDetails: hasProviderName,
    missingElements: missing,
  };
};
