import { Type, type Static } from '@sinclair/typebox';
import { CallerMetadataSchema } from './caller-metadata';
import { HttpUrl, Named, Nullable, nullableFields, optionalFields } from './fields';

/**
 * What a client asks for, declared once: the HTTP request bodies (validation and OpenAPI) and the
 * requests as JobRequested carries them (`*Event`, whose Avro form common/events/avro/event-schemas.ts
 * builds: a `title` names the Avro record, a `default` is what a reader fills in for an older event).
 */
const WEBHOOK_URL = HttpUrl(2048, 'an https URL (http only for allow-listed local hosts)');

const studentRequired = {
  id: Type.String({ minLength: 1, maxLength: 200 }),
  name: Type.String({ minLength: 1, maxLength: 300 }),
};
const studentExtra = {
  officialName: Type.String({ maxLength: 300 }),
  gradeLevel: Type.String({ maxLength: 50 }),
  scholarshipProgram: Type.String({ maxLength: 50 }),
};
export const StudentCandidateSchema = Type.Object(
  { ...studentRequired, ...optionalFields(studentExtra) },
  { additionalProperties: false },
);
export const StudentCandidateEvent = Type.Object(
  { ...studentRequired, ...nullableFields(studentExtra) },
  { title: 'StudentCandidate' },
);

const receiptRequired = { fileUrl: HttpUrl(4096, 'an http or https URL') };
const receiptExtra = {
  fileName: Type.String({ maxLength: 500 }),
  fileType: Type.String({ maxLength: 100 }),
  programKey: Type.String({ minLength: 1, maxLength: 64 }),
};
export const ReceiptExtractionRequestSchema = Type.Object(
  {
    ...receiptRequired,
    fileName: Type.Optional(receiptExtra.fileName),
    fileType: Type.Optional(receiptExtra.fileType),
    webhookUrl: Type.Optional(WEBHOOK_URL),
    tenantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    categorizeItems: Type.Optional(Type.Boolean()),
    programKey: Type.Optional(receiptExtra.programKey),
    studentCandidates: Type.Optional(Type.Array(StudentCandidateSchema, { maxItems: 50 })),
    metadata: Type.Optional(CallerMetadataSchema),
  },
  { additionalProperties: false },
);
const receiptExtraEvent = nullableFields(receiptExtra);
// The field order is the Avro record's (its binary layout), so it stays as first registered.
export const ReceiptExtractionRequestEvent = Type.Object(
  {
    ...receiptRequired,
    fileName: receiptExtraEvent.fileName,
    fileType: receiptExtraEvent.fileType,
    categorizeItems: Type.Boolean({ default: false }),
    programKey: receiptExtraEvent.programKey,
    studentCandidates: Type.Array(StudentCandidateEvent, { default: [] }),
    fastMode: Type.Boolean({ default: false }),
  },
  { title: 'ReceiptExtractionRequest' },
);

const lineItemRequired = { description: Type.String({ minLength: 1, maxLength: 1000 }), price: Type.Number() };
const lineItemExtra = {
  category: Type.String({ maxLength: 200 }),
  type: Type.String({ maxLength: 200 }),
  detail: Type.String({ maxLength: 200 }),
  justification: Type.String({ maxLength: 5000 }),
};
export const AuditLineItemSchema = Type.Object(
  { ...lineItemRequired, ...optionalFields(lineItemExtra) },
  { additionalProperties: false },
);
export const AuditLineItemEvent = Type.Object(
  { ...lineItemRequired, ...nullableFields(lineItemExtra) },
  { title: 'AuditLineItem' },
);

const claimRequired = {
  vendor: Type.String({ minLength: 1, maxLength: 300 }),
  amount: Type.Number({ minimum: 0 }),
};
const SupportingFile = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
const linkUrl = Type.String({ format: 'uri', maxLength: 2048 });
const linkLabel = Type.String({ maxLength: 500 });
const receiptJobId = Type.String({
  minLength: 1,
  maxLength: 200,
  description:
    "the extraction job of the claim's receipt: its duplicate and alteration signals become the audit's (docs/duplicates.md)",
});

export const SubmissionAuditRequestSchema = Type.Object(
  {
    tenantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    programKey: Type.Optional(receiptExtra.programKey),
    ...claimRequired,
    lineItems: Type.Array(AuditLineItemSchema, { minItems: 1, maxItems: 200 }),
    supportingFiles: Type.Optional(Type.Array(SupportingFile, { maxItems: 50 })),
    links: Type.Optional(
      Type.Array(Type.Object({ url: linkUrl, label: Type.Optional(linkLabel) }, { additionalProperties: false }), {
        maxItems: 50,
      }),
    ),
    async: Type.Optional(Type.Boolean()),
    receiptJobId: Type.Optional(receiptJobId),
    webhookUrl: Type.Optional(WEBHOOK_URL),
    metadata: Type.Optional(CallerMetadataSchema),
  },
  { additionalProperties: false },
);
export const SubmissionAuditRequestEvent = Type.Object(
  {
    programKey: receiptExtra.programKey,
    ...claimRequired,
    lineItems: Type.Array(AuditLineItemEvent),
    supportingFiles: Type.Array(Named('SupportingFile', SupportingFile), { default: [] }),
    links: Type.Array(Type.Object({ url: linkUrl, label: linkLabel }, { title: 'Link' }), { default: [] }),
    detailedAnalysis: Type.Boolean({ default: true }),
    strictHandbookRules: Type.Boolean({ default: false }),
    receiptJobId: Nullable(receiptJobId),
  },
  { title: 'SubmissionAuditRequest' },
);

export const JobTypeSchema = Type.Union([Type.Literal('receipt_extraction'), Type.Literal('submission_audit')]);
export const JobPrioritySchema = Type.Union([Type.Literal('standard'), Type.Literal('high')]);

/** Readers take a candidate whose extras are missing as well as null (the extractor's own callers leave them out). */
export const StudentCandidateRead = Type.Object({
  ...studentRequired,
  ...optionalFields(nullableFields(studentExtra)),
});
export type StudentCandidate = Readonly<Static<typeof StudentCandidateRead>>;
export type AuditLineItemRequest = Readonly<Static<typeof AuditLineItemEvent>>;
export type ReceiptExtractionRequest = Readonly<
  Omit<Static<typeof ReceiptExtractionRequestEvent>, 'studentCandidates'> & {
    studentCandidates: readonly StudentCandidate[];
  }
>;
export type SubmissionAuditRequest = Readonly<
  Omit<Static<typeof SubmissionAuditRequestEvent>, 'lineItems' | 'supportingFiles' | 'links'> & {
    lineItems: readonly AuditLineItemRequest[];
    supportingFiles: readonly Readonly<{ name: string }>[];
    links: readonly Readonly<{ url: string; label: string }>[];
  }
>;
export type JobType = Static<typeof JobTypeSchema>;
export type JobPriority = Static<typeof JobPrioritySchema>;
