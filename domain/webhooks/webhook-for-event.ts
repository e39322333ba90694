import type { BatchCompleted, BatchProgressed } from '../batches';
import type { ClaimReviewed, JobCompleted, JobFailed } from '../jobs';
import type { WebhookType } from './delivery';

/** The events that can call for a webhook. */
export type WebhookEvent = JobCompleted | JobFailed | ClaimReviewed | BatchProgressed | BatchCompleted;

const TYPE_OF: Readonly<Record<WebhookEvent['type'], WebhookType>> = {
  JobCompleted: 'job.completed',
  JobFailed: 'job.failed',
  ClaimReviewed: 'job.reviewed',
  BatchProgressed: 'batch.progress',
  BatchCompleted: 'batch.completed',
};

export const WEBHOOK_EVENT_TYPES = Object.keys(TYPE_OF) as readonly WebhookEvent['type'][];

export const isWebhookEvent = (event: { type: string }): event is WebhookEvent => Object.hasOwn(TYPE_OF, event.type);

/**
 * The webhook an event calls for, or null. A job's final event goes to the job's own webhookUrl (from
 * its request), and so does a reviewer's decision (ClaimReviewed); a batch event to the batch's. The notifier records a delivery for exactly these, and
 * usage counts exactly these, so the two cannot drift apart.
 */
export const webhookFor = (
  event: WebhookEvent,
  jobWebhookUrl: string | null,
): Readonly<{ type: WebhookType; url: string }> | null => {
  const url =
    event.type === 'BatchProgressed' || event.type === 'BatchCompleted' ? event.data.webhookUrl : jobWebhookUrl;
  return url === null ? null : { type: TYPE_OF[event.type], url };
};
