import { Type } from '@sinclair/typebox';

/** Request schemas: the single source for validation and for the OpenAPI document. */
export const StudentCandidateSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 200 }),
    name: Type.String({ minLength: 1, maxLength: 300 }),
    officialName: Type.Optional(Type.String({ maxLength: 300 })),
    gradeLevel: Type.Optional(Type.String({ maxLength: 50 })),
    scholarshipProgram: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);

export const ReceiptExtractionRequestSchema = Type.Object(
  {
    fileUrl: Type.String({ format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://', maxLength: 4096, description: 'an http or https URL' }),
    fileName: Type.Optional(Type.String({ maxLength: 500 })),
    fileType: Type.Optional(Type.String({ maxLength: 100 })),
    webhookUrl: Type.Optional(Type.String({ format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://', maxLength: 2048, description: 'an https URL (http only for allow-listed local hosts)' })),
    tenantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    categorizeItems: Type.Optional(Type.Boolean()),
    programKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    studentCandidates: Type.Optional(Type.Array(StudentCandidateSchema, { maxItems: 50 })),
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);

export const AuditLineItemSchema = Type.Object(
  {
    description: Type.String({ minLength: 1, maxLength: 1000 }),
    price: Type.Number(),
    category: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(Type.String({ maxLength: 200 })),
    detail: Type.Optional(Type.String({ maxLength: 200 })),
    justification: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);

export const SubmissionAuditRequestSchema = Type.Object(
  {
    tenantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    programKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    vendor: Type.String({ minLength: 1, maxLength: 300 }),
    amount: Type.Number({ minimum: 0 }),
    lineItems: Type.Array(AuditLineItemSchema, { minItems: 1, maxItems: 200 }),
    supportingFiles: Type.Optional(Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false }), { maxItems: 50 })),
    links: Type.Optional(
      Type.Array(Type.Object({ url: Type.String({ format: 'uri', maxLength: 2048 }), label: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false }), { maxItems: 50 }),
    ),
    async: Type.Optional(Type.Boolean()),
    webhookUrl: Type.Optional(Type.String({ format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://', maxLength: 2048, description: 'an https URL (http only for allow-listed local hosts)' })),
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
