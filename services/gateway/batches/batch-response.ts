import { metadataOf } from '../../../contracts';
import { batchStatus, progressOf, type BatchItemState } from '../../../domain/batches';
import type { BatchRecord } from '../../../projections/batches';

/** The batch record of `GET /v1/batches/{id}` (and of batch webhooks). */
export const batchResponse = (record: BatchRecord) => ({
  batchId: record.batchId,
  tenantId: record.tenantId,
  batchType: record.batchType,
  status: batchStatus(record, record.counts),
  totalItems: record.totalItems,
  counts: record.counts,
  progress: progressOf(record.counts, record.totalItems),
  concurrencyLimit: record.concurrencyLimit,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  completedAt: record.completedAt,
  webhookUrl: record.webhookUrl,
  metadata: metadataOf(record.metadataJson),
});

export const batchItemResponse = (item: Pick<BatchItemState, 'index' | 'jobId' | 'status' | 'error'>) => ({
  index: item.index,
  jobId: item.jobId,
  status: item.status,
  error: item.error,
});
