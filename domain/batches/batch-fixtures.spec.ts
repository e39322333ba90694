// Shared by the batch specs (not itself a test file): batch events with only what a test cares about.
import { batchCreated, batchItemsAdded } from './batch-event-factory';
import type { BatchCreated, BatchItemsAdded } from './batch-events';
import type { BatchItemRequest, BatchItemState } from './batch-item';

/** An item of a batch with no file details, audit, webhook or metadata unless given. */
export const plainBatchItem = (
  index: number,
  jobId: string,
  overrides: Partial<Omit<BatchItemRequest, 'index' | 'jobId'>> = {},
): BatchItemRequest => ({
  index,
  jobId,
  receipt: null,
  audit: null,
  webhookUrl: null,
  metadataJson: null,
  ...overrides,
});

/** The coordinator's view of item `index` of batch `bat_1` (job `job_<index>`), at its first version. */
export const batchItemState = (index: number, status: BatchItemState['status'] = 'queued'): BatchItemState => ({
  batchId: 'bat_1',
  index,
  jobId: `job_${index}`,
  status,
  version: 1,
  error: null,
  request: plainBatchItem(index, `job_${index}`),
});

type BatchShape = Pick<BatchCreated['data'], 'batchId' | 'totalItems' | 'concurrencyLimit' | 'chunkCount'> &
  Partial<Pick<BatchCreated['data'], 'webhookUrl' | 'metadataJson'>>;

/** A receipt batch's BatchCreated, with no webhook or metadata unless given. */
export const receiptBatchCreated = (batch: BatchShape, tenantId: string, now: Date): BatchCreated =>
  batchCreated({ batchType: 'receipt_extraction', webhookUrl: null, metadataJson: null, ...batch }, tenantId, now);

/** One chunk of a receipt batch's items. */
export const receiptBatchItemsAdded = (
  batchId: string,
  chunk: number,
  items: BatchItemRequest[],
  tenantId: string,
  now: Date,
): BatchItemsAdded => batchItemsAdded({ batchId, batchType: 'receipt_extraction', chunk, items }, tenantId, now);
