// Shared by the usage specs (not itself a test file): a day of one tenant's events.
import {
  batchCompleted,
  batchCreated,
  batchItemsAdded,
  itemJobRequested,
  type BatchItemRequest,
  type BatchSnapshot,
} from '../../domain/batches';
import { jobCompleted, jobFailed, jobRequested, jobStarted, type JobType } from '../../domain/jobs';
import type { TopicEvent } from '../../domain/usage';
import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';

/** A day of one tenant's work as events, in log order: the input of the usage tests. */
export const dayOfEvents = (tenantId: string, prefix: string): TopicEvent[] => {
  const at = (time: string) => new Date(`2026-11-21T${time}Z`);
  const cause = { tenantId, eventId: 'cause' };
  const request = (jobId: string, jobType: JobType, webhookUrl: string | null) =>
    jobRequested({ ...plainJobRequest(jobId), jobType, webhookUrl }, tenantId, at('10:00:00'));
  const receipt = `${prefix}_receipt`;
  const audit = `${prefix}_audit`;
  const failing = `${prefix}_failing`;
  const batchId = `${prefix}_batch`;
  const items: BatchItemRequest[] = [0, 1].map((index) => ({
    index,
    jobId: `${prefix}_item${index}`,
    receipt: null,
    audit: null,
    webhookUrl: index === 0 ? 'https://hooks.example/item' : null,
    metadataJson: null,
  }));
  const snapshot: BatchSnapshot = {
    batchId,
    batchType: 'receipt_extraction',
    status: 'completed',
    totalItems: 2,
    counts: { queued: 0, processing: 0, completed: 2, failed: 0, cancelled: 0 },
    progress: 100,
    concurrencyLimit: 2,
    createdAt: at('11:00:00').toISOString(),
    updatedAt: at('11:05:00').toISOString(),
    completedAt: at('11:05:00').toISOString(),
    webhookUrl: 'https://hooks.example/batch',
    metadataJson: null,
  };
  const batch = {
    batchId,
    batchType: 'receipt_extraction' as const,
    tenantId,
    createdAt: at('11:00:00').toISOString(),
  };
  return [
    request(receipt, 'receipt_extraction', 'https://hooks.example/receipt'),
    jobStarted(cause, receipt, 1, 'w1', at('10:00:01')),
    // Completed just after midnight: usage is counted on the day the work completed.
    jobCompleted(
      cause,
      { jobId: receipt, attempt: 1, resultJson: '{}', durationMs: 5, fileSha256: null, pages: 3 },
      new Date('2026-11-22T00:00:05Z'),
    ),
    request(audit, 'submission_audit', null),
    jobCompleted(
      cause,
      { jobId: audit, attempt: 1, resultJson: '{}', durationMs: 5, fileSha256: null, pages: null },
      at('10:01:00'),
    ),
    request(failing, 'receipt_extraction', 'https://hooks.example/failing'),
    jobFailed(
      cause,
      { jobId: failing, attempt: 1, errorCode: 'FILE_UNREACHABLE', errorMessage: 'GET returned 404', durationMs: 5 },
      at('10:02:00'),
    ),
    batchCreated(
      {
        batchId,
        batchType: 'receipt_extraction',
        totalItems: 2,
        concurrencyLimit: 2,
        chunkCount: 1,
        webhookUrl: snapshot.webhookUrl,
        metadataJson: null,
      },
      tenantId,
      at('11:00:00'),
    ),
    batchItemsAdded({ batchId, batchType: 'receipt_extraction', chunk: 0, items }, tenantId, at('11:00:00')),
    ...items.map((item) => itemJobRequested(batch, item)),
    ...items.map((item) =>
      jobCompleted(
        cause,
        { jobId: item.jobId, attempt: 1, resultJson: '{}', durationMs: 5, fileSha256: null, pages: 1 },
        at('11:04:00'),
      ),
    ),
    batchCompleted(cause, snapshot, at('11:05:00')),
  ];
};
