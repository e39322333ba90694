import { jobRequested, type JobFailed, type JobRequested } from '../jobs';
import { JOB_EVENT_SCHEMA_VERSION } from '../jobs';
import type { BatchItemRequest } from './batch-item';
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

export const CANCELLED_ERROR_CODE = 'CANCELLED';
export const CANCELLED_MESSAGE = 'the batch was cancelled before this item started';

/**
 * A cancelled item's job ends `failed` with `CANCELLED: …` and no attempt: it never started. Sequence 3
 * (where attempt 1 would end) puts it after the request, and no worker ever saw the job.
 */
export const itemCancelled = (batch: Pick<BatchState, 'tenantId'>, jobId: string, causationId: string, now: Date): JobFailed => ({
  type: 'JobFailed',
  data: { jobId, sequence: 3, attempt: 0, errorCode: CANCELLED_ERROR_CODE, errorMessage: CANCELLED_MESSAGE, durationMs: 0 },
  metadata: { eventId: `${jobId}:3`, occurredAt: now.toISOString(), tenantId: batch.tenantId, correlationId: jobId, causationId, schemaVersion: JOB_EVENT_SCHEMA_VERSION },
});
