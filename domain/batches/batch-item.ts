import type { ReceiptExtractionRequest, SubmissionAuditRequest } from '../jobs';

/** One item of a batch as the client sent it (validated), with the jobId assigned when the batch was accepted. */
export type BatchItemRequest = Readonly<{
  index: number;
  jobId: string;
  receipt: ReceiptExtractionRequest | null;
  audit: SubmissionAuditRequest | null;
  /** The item's own webhook: per-item job.completed / job.failed notifications. */
  webhookUrl: string | null;
  metadataJson: string | null;
}>;

/** API statuses of an item; `cancelled` is an item the batch's cancellation stopped before it started. */
export type BatchItemStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';

export const FINAL_ITEM_STATUSES: readonly BatchItemStatus[] = ['completed', 'failed', 'cancelled'];
export const isFinalItem = (status: BatchItemStatus): boolean => FINAL_ITEM_STATUSES.includes(status);

/** The coordinator's view of one item: its status and the sequence of the last job event applied. */
export type BatchItemState = Readonly<{
  batchId: string;
  index: number;
  jobId: string;
  status: BatchItemStatus;
  version: number;
  error: string | null;
  request: BatchItemRequest;
}>;
