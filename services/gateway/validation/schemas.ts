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
    fileUrl: Type.String({ format: 'uri', minLength: 1, maxLength: 4096 }),
    fileName: Type.Optional(Type.String({ maxLength: 500 })),
    fileType: Type.Optional(Type.String({ maxLength: 100 })),
    webhookUrl: Type.Optional(Type.String({ format: 'uri', maxLength: 2048 })),
    tenantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    categorizeItems: Type.Optional(Type.Boolean()),
    programKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    studentCandidates: Type.Optional(Type.Array(StudentCandidateSchema, { maxItems: 50 })),
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
