import { Type, type TObject } from '@sinclair/typebox';
import { Nullable } from './fields';
import { ReviewDecisionSchema } from './review-decisions';
import {
  JobPrioritySchema,
  JobTypeSchema,
  ReceiptExtractionRequestEvent,
  SubmissionAuditRequestEvent,
} from './job-requests';

/**
 * The `data` of every event, declared once. schemas/<EventType>.avsc is the wire form of each; the
 * contracts test checks them field by field, and the domain's event types against these.
 */
const jobAttempt = { jobId: Type.String(), sequence: Type.Integer(), attempt: Type.Integer() };
const jobError = { errorCode: Type.String(), errorMessage: Type.String() };
const batchRef = { batchId: Type.String(), batchType: JobTypeSchema };
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
