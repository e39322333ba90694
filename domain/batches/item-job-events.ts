import { decideCancel, initialJobState, jobRequested, type JobFailed, type JobRequested, type JobState } from '../jobs';
import type { BatchItemRequest } from './batch-item';
import type { BatchItemsAdded } from './batch-events';
import type { BatchState } from './batch-state';

type BatchOfItem = Pick<BatchState, 'batchId' | 'batchType' | 'tenantId' | 'createdAt'>;

/**
 * The JobRequested of a batch item. Built only from the batch and the item, with the batch's creation
 * time, so the gateway (first job view), the jobs projection and the coordinator (release) build the
 * very same event, and a release written twice is recognisably one event (`<jobId>:1`).
 */
export const itemJobRequested = (batch: BatchOfItem, item: BatchItemRequest): JobRequested =>
  jobRequested(
    {
      jobId: item.jobId,
      jobType: batch.batchType,
      priority: 'standard',
      receipt: item.receipt,
      audit: item.audit,
      webhookUrl: item.webhookUrl,
      metadataJson: item.metadataJson,
      batchId: batch.batchId,
      batchIndex: item.index,
    },
    batch.tenantId,
    new Date(batch.createdAt),
  );

/**
 * The JobRequested of every item a BatchItemsAdded carries. The items' own requests travel on their
 * own keys, so other partitions; BatchItemsAdded precedes every later event of its items on the batch's
 * partition, which is what lets a projection that starts a job's entry from its request see the items'
 * outcomes in order, live or rebuilt.
 */
export const itemRequestsOf = (event: BatchItemsAdded): JobRequested[] => {
  const batch = {
    batchId: event.data.batchId,
    batchType: event.data.batchType,
    tenantId: event.metadata.tenantId,
    createdAt: event.metadata.occurredAt,
  };
  return event.data.items.map((item) => itemJobRequested(batch, item));
};

export const CANCELLED_ERROR_CODE = 'CANCELLED';
export const CANCELLED_MESSAGE = 'the batch was cancelled before this item started';

/** A released item's job as its batch knows it before any attempt: requested, nothing started. */
const NOT_STARTED: JobState = { ...initialJobState, status: 'queued', version: 1 };

/**
 * A cancelled item's job ends `failed` with `CANCELLED: …` and no attempt, as the job decider decides
 * for a job that never started (no worker ever saw it).
 */
export const itemCancelled = (
  batch: Pick<BatchState, 'tenantId'>,
  jobId: string,
  causationId: string,
  now: Date,
): JobFailed => {
  const cause = { tenantId: batch.tenantId, eventId: causationId };
  const [cancelled] = decideCancel(
    {
      type: 'CancelJob',
      data: { jobId, cause, errorCode: CANCELLED_ERROR_CODE, errorMessage: CANCELLED_MESSAGE, now },
    },
    NOT_STARTED,
  );
  return cancelled!;
};
