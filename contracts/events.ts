import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Nullable } from './fields';
import { ReviewDecisionSchema } from './review-decisions';
import {
  JobPrioritySchema,
  JobTypeSchema,
  ReceiptExtractionRequestEvent,
  SubmissionAuditRequestEvent,
} from './job-requests';

/**
 * The `data` of every event, declared once: the domain's event types are derived from these
 * (`EventData`), and schemas/<EventType>.avsc, the wire form the registry holds, is checked against
 * them field by field (contracts.unit.spec.ts), so a field added in one place fails the build or the test.
 */
const jobAttempt = { jobId: Type.String(), sequence: Type.Integer(), attempt: Type.Integer() };
const jobError = { errorCode: Type.String(), errorMessage: Type.String() };
const batchRef = { batchId: Type.String(), batchType: JobTypeSchema };
// metadataJson: the caller's metadata, passed through unchanged; JSON because its keys are free-form.
const passedOn = { webhookUrl: Nullable(Type.String()), metadataJson: Nullable(Type.String()) };
const jobRequests = { receipt: Nullable(ReceiptExtractionRequestEvent), audit: Nullable(SubmissionAuditRequestEvent) };

export const BatchCounts = Type.Object({
  queued: Type.Integer(),
  processing: Type.Integer(),
  completed: Type.Integer(),
  failed: Type.Integer(),
  cancelled: Type.Integer(),
});

const batchSnapshot = {
  ...batchRef,
  status: Type.String({ description: 'processing, completed, completed_with_errors or cancelled' }),
  totalItems: Type.Integer(),
  counts: BatchCounts,
  progress: Type.Integer(),
  concurrencyLimit: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  completedAt: Nullable(Type.String()),
  ...passedOn,
};

export const EVENT_DATA = {
  JobRequested: Type.Object({
    jobId: Type.String(),
    sequence: Type.Integer(),
    jobType: JobTypeSchema,
    priority: JobPrioritySchema,
    ...jobRequests,
    ...passedOn,
    batchId: Nullable(Type.String()),
    batchIndex: Nullable(Type.Integer()),
  }),
  JobStarted: Type.Object({ ...jobAttempt, workerId: Type.String() }),
  JobCompleted: Type.Object({
    ...jobAttempt,
    // The ReceiptExtractionResult or AuditResult as JSON: its shape evolves faster than the envelope.
    resultJson: Type.String(),
    durationMs: Type.Integer(),
    fileSha256: Nullable(Type.String()),
    pages: Nullable(Type.Integer()),
  }),
  JobFailed: Type.Object({ ...jobAttempt, ...jobError, durationMs: Type.Integer() }),
  JobRetryScheduled: Type.Object({ ...jobAttempt, nextAttempt: Type.Integer(), dueAt: Type.String(), ...jobError }),
  BatchCreated: Type.Object({
    ...batchRef,
    totalItems: Type.Integer(),
    concurrencyLimit: Type.Integer(),
    // How many BatchItemsAdded events carry the items (each stays far below Kafka's 1 MB message limit).
    chunkCount: Type.Integer(),
    ...passedOn,
  }),
  BatchItemsAdded: Type.Object({
    ...batchRef,
    chunk: Type.Integer(),
    items: Type.Array(Type.Object({ index: Type.Integer(), jobId: Type.String(), ...jobRequests, ...passedOn })),
  }),
  BatchCancelRequested: Type.Object({ batchId: Type.String() }),
  BatchProgressed: Type.Object({ ...batchSnapshot, finished: Type.Integer() }),
  BatchCompleted: Type.Object(batchSnapshot),
  ClaimReviewed: Type.Object({
    jobId: Type.String(),
    sequence: Type.Integer(),
    reviewId: Type.String(),
    decision: ReviewDecisionSchema,
    note: Nullable(Type.String()),
    reviewerKeyId: Type.String(),
    reviewerName: Type.String(),
  }),
} as const satisfies Record<string, TObject>;

export type EventDataType = keyof typeof EVENT_DATA;

/** The data of one event type, as the domain's event types use it. */
export type EventData<T extends EventDataType> = Static<(typeof EVENT_DATA)[T]>;
