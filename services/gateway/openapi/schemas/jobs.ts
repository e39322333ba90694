import { Type } from '@sinclair/typebox';
import { CallerMetadataSchema, JobTypeSchema, ReviewDecisionSchema } from '../../../../contracts';
import { Nullable } from './common';

export const JobQueuedResponse = Type.Object(
  {
    jobId: Type.String(),
    tenantId: Type.String(),
    status: Type.Union([Type.Literal('queued'), Type.Literal('processing')]),
    pollUrl: Type.String({ description: 'absolute URL of GET /v1/jobs/{jobId}' }),
    estimatedWaitMs: Type.Integer({ minimum: 0, description: 'open jobs ÷ recent throughput' }),
  },
  { $id: 'JobQueuedResponse', additionalProperties: false },
);

const reviewFields = {
  reviewId: Type.String({ description: 'the ClaimReviewed event id, <jobId>:<sequence>' }),
  decision: ReviewDecisionSchema,
  note: Nullable(Type.String()),
  reviewedAt: Type.String({ format: 'date-time' }),
  reviewerName: Type.String({ description: 'the name of the API key that decided' }),
};

export const JobReview = Type.Object(reviewFields, { $id: 'JobReview', additionalProperties: false });

export const ReviewAccepted = Type.Object({ jobId: Type.String(), ...reviewFields }, { $id: 'ReviewAccepted', additionalProperties: false });

export const JobStatusResponse = Type.Object(
  {
    jobId: Type.String(),
    tenantId: Type.String(),
    type: JobTypeSchema,
    status: Type.Union([Type.Literal('queued'), Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')]),
    attempts: Type.Integer({ minimum: 0 }),
    timing: Type.Object({
      queuedAt: Type.String({ format: 'date-time' }),
      startedAt: Nullable(Type.String({ format: 'date-time' })),
      completedAt: Nullable(Type.String({ format: 'date-time' })),
      durationMs: Nullable(Type.Integer({ minimum: 0 })),
    }),
    result: Type.Optional(
      Type.Union([Type.Ref('ReceiptExtractionResult'), Type.Ref('AuditResult'), Type.Object({}, { additionalProperties: true, description: 'a subset chosen with fields=' })]),
    ),
    error: Nullable(Type.String({ description: 'one line, CODE: human message' })),
    batchId: Nullable(Type.String()),
    batchIndex: Nullable(Type.Integer({ minimum: 0 })),
    metadata: Nullable(CallerMetadataSchema),
    review: Type.Union([Type.Ref('JobReview'), Type.Null()], { description: "a reviewer's latest decision (POST /v1/jobs/{jobId}/review); null until one is made" }),
  },
  { $id: 'JobStatusResponse', additionalProperties: false },
);

export const JobEventsResponse = Type.Object(
  {
    jobId: Type.String(),
    events: Type.Array(
      Type.Object(
        { eventId: Type.String(), type: Type.String(), at: Type.String({ format: 'date-time' }), attempt: Nullable(Type.Integer()), detail: Nullable(Type.String()) },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'JobEventsResponse', additionalProperties: false },
);

const Check = (properties: Parameters<typeof Type.Object>[0]) => Type.Object({ ok: Type.Boolean(), ...properties }, { additionalProperties: false });

export const ValidateOnlyResponse = Type.Object(
  {
    valid: Type.Boolean(),
    tenantId: Type.String(),
    checks: Type.Object({
      payload: Check({}),
      fileAccessible: Check({ status: Type.String(), detail: Nullable(Type.String()) }),
      fileType: Check({ detected: Nullable(Type.String()) }),
      fileSize: Check({ bytes: Nullable(Type.Integer()), limit: Type.Integer() }),
    }),
  },
  { $id: 'ValidateOnlyResponse', additionalProperties: false },
);
