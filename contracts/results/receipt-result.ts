import { Type } from '@sinclair/typebox';
import { Nullable } from '../fields';
import { AlterationSignalSchema, PossibleDuplicateSchema, ReceiptFingerprintSchema } from './duplicate-signals';

const Box = Type.Object(
  { x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() },
  { description: 'where on the page, in the page image pixels (PDF points for a text layer), origin top left' },
);

/** Where a field was read and how sure the reader is of it; absent page and box when the engine has no geometry (openai). */
const FieldEvidence = Type.Object(
  {
    confidence: Type.Number({ minimum: 0, maximum: 100 }),
    page: Nullable(Type.Integer({ minimum: 1 })),
    box: Nullable(Box),
    text: Nullable(Type.String({ description: 'the text the value was read from, as printed' })),
  },
  { additionalProperties: true },
);

const ExtractedLineItem = Type.Object(
  {
    description: Type.String(),
    price: Type.Number(),
    quantity: Type.Number(),
    salesTax: Nullable(Type.Number()),
    category: Type.Optional(Type.String({ description: 'level-1 category (categorizeItems)' })),
    type: Type.Optional(Type.String({ description: 'level-2 type' })),
    detail: Type.Optional(Type.String({ description: 'level-3 detail' })),
    confidence: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    isEligible: Type.Optional(Type.Boolean()),
    justification: Type.Optional(Type.String()),
    eligibilityNotes: Type.Optional(Type.String()),
    reason: Type.Optional(Type.String()),
    warnings: Type.Optional(Type.Array(Type.String())),
    evidence: Type.Optional(Nullable(FieldEvidence)),
  },
  { additionalProperties: true },
);

const ReceiptFieldEvidence = Type.Object(
  {
    vendor: Nullable(FieldEvidence),
    amount: Nullable(FieldEvidence),
    transactionDate: Nullable(FieldEvidence),
    paymentDetails: Nullable(FieldEvidence),
    studentName: Nullable(FieldEvidence),
  },
  { additionalProperties: true, description: 'per field: where it was read (page and box) and its own confidence' },
);

const ProofOfPaymentType = Type.Union(
  ['card', 'cash', 'bank_transfer', 'check', 'digital_wallet', 'unpaid', 'unknown'].map((value) => Type.Literal(value)),
);

/** Both published shapes in one object: isPaid≡paidInFull, cardLast4≡lastFour, paymentMethod≡method. */
const PaymentDetails = Type.Object(
  {
    isPaid: Type.Boolean(),
    paymentMethod: Nullable(Type.String()),
    cardLast4: Nullable(Type.String()),
    proofOfPaymentType: ProofOfPaymentType,
    method: Nullable(Type.String()),
    lastFour: Nullable(Type.String()),
    paidInFull: Type.Boolean(),
    payerName: Nullable(Type.String()),
  },
  { additionalProperties: true },
);

/** Both shapes: matchedChildId≡studentId, matchedChildName≡matchedName, matchConfidence≡confidence. */
const StudentDetails = Type.Object(
  {
    detectedStudentName: Nullable(Type.String()),
    matchedChildId: Nullable(Type.String()),
    matchedChildName: Nullable(Type.String()),
    matchConfidence: Type.Integer({ minimum: 0, maximum: 100 }),
    matched: Type.Boolean(),
    studentId: Nullable(Type.String()),
    matchedName: Nullable(Type.String()),
    confidence: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: true },
);

const ServiceDetails = Type.Object(
  {
    isService: Type.Boolean(),
    providerName: Nullable(Type.String()),
    servicePeriod: Nullable(Type.String()),
    serviceRate: Nullable(Type.Number()),
    serviceType: Nullable(Type.String()),
  },
  { additionalProperties: true },
);

/** Both shapes of the completeness audit; missingElements lists what the has* flags deny. */
const CompletenessAudit = Type.Object(
  {
    summary: Type.String(),
    isServiceBased: Type.Boolean(),
    isUnpaidInvoice: Type.Boolean(),
    hasLineItems: Type.Boolean(),
    hasTransactionDate: Type.Boolean(),
    hasProviderName: Type.Boolean(),
    hasTotalPrice: Type.Boolean(),
    hasPaidIndication: Type.Boolean(),
    isValidReceipt: Type.Boolean(),
    hasProofOfPayment: Type.Boolean(),
    hasItemization: Type.Boolean(),
    hasVendorDetails: Type.Boolean(),
    missingElements: Type.Array(Type.String()),
  },
  { additionalProperties: true },
);

export const ReceiptExtractionResult = Type.Object(
  {
    vendor: Nullable(Type.String()),
    amount: Nullable(Type.Number()),
    transactionDate: Nullable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    invoiceType: Type.Union([Type.Literal('retail'), Type.Literal('service')]),
    items: Type.Array(ExtractedLineItem),
    paymentDetails: PaymentDetails,
    studentDetails: StudentDetails,
    serviceDetails: Nullable(ServiceDetails),
    confidence: Type.Integer({ minimum: 0, maximum: 100 }),
    auditResult: CompletenessAudit,
    fieldEvidence: Type.Optional(ReceiptFieldEvidence),
    fingerprint: Type.Optional(ReceiptFingerprintSchema),
    possibleDuplicate: Type.Optional(Nullable(PossibleDuplicateSchema)),
    alterationSignals: Type.Optional(Type.Array(AlterationSignalSchema)),
  },
  { $id: 'ReceiptExtractionResult', additionalProperties: true },
);
