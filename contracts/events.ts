import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { Named, Nullable } from './fields';
import { ReviewDecisionSchema } from './review-decisions';
import {
  JobPrioritySchema,
  JobTypeSchema,
  ReceiptExtractionRequestEvent,
  SubmissionAuditRequestEvent,
} from './job-requests';

/**
 * Every event, declared once: its `data` here, its envelope in EVENT_ENVELOPE. The domain's event
 * types are derived from these (`EventData`, `EventEnvelope`), and so is the wire form: the Avro schema
 * the registry holds is built from them (common/events/avro/event-schemas.ts). Avro needs a little more
 * than the shape, and it is said here too: a `description` becomes the field's (or the event's) `doc`,
 * a `title` names a record or enum, `format: 'int64'` makes an integer a long, a `default` (null for a
 * nullable field) is what a reader fills in for an event written before the field existed, and the
 * field order is the record's binary layout. The registry keeps every version under
 * BACKWARD_TRANSITIVE: a new field needs a default (or to be nullable), and no field is removed, renamed
 * or retyped (docs/events.md#compatibility).
 */
export const EVENT_ENVELOPE = Type.Object({
  /** Deterministic where possible (`<aggregateId>:<sequence>`), so a re-emitted event is recognisably the same. */
  eventId: Type.String(),
  type: Type.String(),
  occurredAt: Type.String({ description: 'ISO-8601 instant' }),
  tenantId: Type.String(),
  correlationId: Type.String({ description: 'jobId or batchId' }),
  /** The eventId of the event that led to this one; null for events caused by an HTTP request. */
  causationId: Nullable(Type.String()),
  schemaVersion: Type.Integer(),
});

/** The envelope's fields, beside the event's `type` (domain: EventMetadata). */
export type EventEnvelope = Omit<Static<typeof EVENT_ENVELOPE>, 'type'>;

/** Which stream an event belongs to: its Avro namespace, and the key it is written under (asyncapi). */
export const EVENT_NAMESPACES = { jobs: 'com.receiptaudit.jobs', batches: 'com.receiptaudit.batches' } as const;

const jobEvent = <T extends TProperties>(description: string, properties: T) =>
  Type.Object(properties, { description, namespace: EVENT_NAMESPACES.jobs });
const batchEvent = <T extends TProperties>(description: string, properties: T) =>
  Type.Object(properties, { description, namespace: EVENT_NAMESPACES.batches });

const JobType = Named('JobType', JobTypeSchema);
const jobAttempt = { jobId: Type.String(), sequence: Type.Integer(), attempt: Type.Integer() };
const jobError = { errorCode: Type.String(), errorMessage: Type.String() };
const batchRef = { batchId: Type.String(), batchType: JobType };
// The caller's metadata passes through unchanged, as JSON because its keys are free-form.
const passedOn = {
  webhookUrl: Nullable(Type.String()),
  metadataJson: Nullable(Type.String({ description: 'the caller metadata, JSON-encoded' })),
};
const jobRequests = { receipt: Nullable(ReceiptExtractionRequestEvent), audit: Nullable(SubmissionAuditRequestEvent) };

export const BatchCounts = Type.Object(
  {
    queued: Type.Integer(),
    processing: Type.Integer(),
    completed: Type.Integer(),
    failed: Type.Integer(),
    cancelled: Type.Integer(),
  },
  { title: 'BatchCounts' },
);

const batchSnapshot = {
  ...batchRef,
  status: Type.String({ description: 'processing, completed, completed_with_errors or cancelled' }),
  totalItems: Type.Integer(),
  counts: BatchCounts,
  progress: Type.Integer({ description: 'percent of items finished' }),
  concurrencyLimit: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  completedAt: Nullable(Type.String()),
  ...passedOn,
};

export const EVENT_DATA = {
  JobRequested: jobEvent(
    'A client asked for a job: a receipt extraction or a submission audit. File bytes are never carried, only the URL.',
    {
      jobId: Type.String(),
      sequence: Type.Integer(),
      jobType: JobType,
      priority: Named('JobPriority', { ...JobPrioritySchema, default: 'standard' }),
      ...jobRequests,
      ...passedOn,
      batchId: Nullable(Type.String()),
      batchIndex: Nullable(Type.Integer()),
    },
  ),
  JobStarted: jobEvent('A worker began an attempt at a job.', { ...jobAttempt, workerId: Type.String() }),
  JobCompleted: jobEvent('An attempt succeeded; the job is final.', {
    ...jobAttempt,
    // JSON: the result's shape evolves faster than the envelope.
    resultJson: Type.String({ description: 'ReceiptExtractionResult or AuditResult, JSON-encoded' }),
    durationMs: Type.Integer({ format: 'int64' }),
    fileSha256: Nullable(Type.String()),
    pages: Nullable(Type.Integer()),
  }),
  JobFailed: jobEvent(
    'An attempt failed for good (a permanent error, or the last allowed attempt); the job is final.',
    { ...jobAttempt, ...jobError, durationMs: Type.Integer({ format: 'int64' }) },
  ),
  JobRetryScheduled: jobEvent('An attempt failed with a transient error; the next attempt is due at dueAt.', {
    ...jobAttempt,
    nextAttempt: Type.Integer(),
    dueAt: Type.String(),
    ...jobError,
  }),
  BatchCreated: batchEvent('A client submitted a batch; its items follow in BatchItemsAdded events on the same key.', {
    ...batchRef,
    totalItems: Type.Integer(),
    concurrencyLimit: Type.Integer(),
    // Each BatchItemsAdded stays far below Kafka's 1 MB message limit.
    chunkCount: Type.Integer({ description: 'how many BatchItemsAdded events carry the items' }),
    ...passedOn,
  }),
  BatchItemsAdded: batchEvent("One chunk of a batch's items, each with its pre-assigned jobId.", {
    ...batchRef,
    chunk: Type.Integer(),
    items: Type.Array(
      Type.Object(
        { index: Type.Integer(), jobId: Type.String(), ...jobRequests, ...passedOn },
        { title: 'BatchItemRequest' },
      ),
    ),
  }),
  BatchCancelRequested: batchEvent('A client cancelled a batch: items not yet started are cancelled.', {
    batchId: Type.String(),
  }),
  BatchProgressed: batchEvent(
    'Progress of a batch, at most every 10 % of its items or 5 s; the source of batch.progress webhooks.',
    { ...batchSnapshot, finished: Type.Integer() },
  ),
  BatchCompleted: batchEvent('Every item of the batch is final (or cancelled); written once per batch.', batchSnapshot),
  ClaimReviewed: jobEvent(
    "A reviewer's decision on a completed job: approve, deny or ask for more information, with a note.",
    {
      jobId: Type.String(),
      sequence: Type.Integer({ description: "follows the job's last event; a later review has a higher one" }),
      reviewId: Type.String({ description: "the decision's id, equal to the eventId" }),
      decision: Named('ReviewDecision', ReviewDecisionSchema),
      note: Nullable(Type.String()),
      reviewerKeyId: Type.String({ description: 'the API key that decided' }),
      reviewerName: Type.String({ description: "that key's name" }),
    },
  ),
} as const satisfies Record<string, TObject>;

export type EventDataType = keyof typeof EVENT_DATA;

/** The data of one event type, as the domain's event types use it. */
export type EventData<T extends EventDataType> = Static<(typeof EVENT_DATA)[T]>;
