import type { FieldEvidence } from './layout';

/**
 * The shape returned for one receipt. The three nested objects carry both published field sets
 * (variant A from the schema, variant B from the endpoint examples) filled from the same facts, so a
 * client coded against either works unchanged (api-decisions.md). Variant-B fields with no value
 * are null rather than absent, so the object always has the same keys.
 */

export type StudentCandidate = {
  id: string;
  name: string;
  officialName?: string;
  gradeLevel?: string;
  scholarshipProgram?: string;
};

export type ExtractedLineItem = {
  description: string;
  /** Unit price; for a row whose quantity is not a whole number (1.5 hours) the row amount, quantity 1. */
  price: number;
  quantity: number;
  salesTax: number | null;
  // Filled by the categorizer when categorizeItems is on; never set by the text parser.
  category?: string;
  type?: string;
  detail?: string;
  confidence?: number;
  isEligible?: boolean;
  justification?: string;
  eligibilityNotes?: string;
  reason?: string;
  warnings?: string[];
  /** Where the row was read (additive). */
  evidence?: FieldEvidence | null;
};

export type ExtractedServiceDetails = {
  isService: boolean;
  providerName: string | null;
  servicePeriod: string | null;
  serviceRate: number | null;
  serviceType: string | null;
};

export type ProofOfPaymentType = 'card' | 'cash' | 'bank_transfer' | 'check' | 'digital_wallet' | 'unpaid' | 'unknown';

export type PaymentDetails = {
  // variant A
  isPaid: boolean;
  paymentMethod: string | null;
  cardLast4: string | null;
  proofOfPaymentType: ProofOfPaymentType;
  // variant B (same facts)
  method: string | null;
  lastFour: string | null;
  paidInFull: boolean;
  payerName: string | null;
  /** Not in either published shape: the cheque number when the receipt prints one. */
  checkNumber: string | null;
};

export type StudentDetails = {
  // variant A
  detectedStudentName: string | null;
  matchedChildId: string | null;
  matchedChildName: string | null;
  matchConfidence: number;
  // variant B (same facts)
  matched: boolean;
  studentId: string | null;
  matchedName: string | null;
  confidence: number;
};

/** Names used in `missingElements`, one per `has*` flag that can deny. */
export type MissingElement = 'providerName' | 'transactionDate' | 'totalPrice' | 'lineItems' | 'proofOfPayment';

export type CompletenessAudit = {
  summary: string;
  // variant A
  isServiceBased: boolean;
  isUnpaidInvoice: boolean;
  hasLineItems: boolean;
  hasTransactionDate: boolean;
  hasProviderName: boolean;
  hasTotalPrice: boolean;
  hasPaidIndication: boolean;
  // variant B
  isValidReceipt: boolean;
  hasProofOfPayment: boolean;
  hasItemization: boolean;
  hasVendorDetails: boolean;
  missingElements: MissingElement[];
};

export type InvoiceType = 'retail' | 'service';

/**
 * Where each headline field was read and how sure the reader is of it (additive to both published
 * shapes): a reviewer can see on the receipt where the total came from. Null where the field was not
 * found.
 */
export type ReceiptFieldEvidence = {
  vendor: FieldEvidence | null;
  amount: FieldEvidence | null;
  transactionDate: FieldEvidence | null;
  paymentDetails: FieldEvidence | null;
  studentName: FieldEvidence | null;
};

export type ReceiptExtractionResult = {
  vendor: string | null;
  amount: number | null;
  /** YYYY-MM-DD */
  transactionDate: string | null;
  invoiceType: InvoiceType;
  items: ExtractedLineItem[];
  paymentDetails: PaymentDetails;
  studentDetails: StudentDetails;
  serviceDetails: ExtractedServiceDetails | null;
  /** 0-100, see confidence.ts */
  confidence: number;
  auditResult: CompletenessAudit;
  fieldEvidence?: ReceiptFieldEvidence;
};

export type ParseReceiptOptions = {
  studentCandidates?: StudentCandidate[];
  /**
   * "Today" for this receipt: dates after it (plus a grace period) lose to others, and two-digit years
   * pivot on it. Without it no date is refused for being in the future (the domain reads no clock).
   */
  referenceDate?: Date;
};
