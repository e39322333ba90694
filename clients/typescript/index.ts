export { ApiError, createReceiptAuditClient, unwrap } from './client';
export type { ClientOptions, ReceiptAuditClient, Schemas } from './client';
export { pollWithBackoff, type BackoffOptions } from './backoff';
export { waitForJob, type Job } from './jobs';
export { batchItems, submitBatch, waitForBatch } from './batches';
export type { Batch, BatchItem, SubmitBatchOptions, WaitForBatchOptions } from './batches';
export { verifyWebhook, type WebhookEvent } from './verify-webhook';
