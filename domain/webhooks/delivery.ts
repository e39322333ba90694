/** The webhook event types (Standard Webhooks `type`). */
export type WebhookType = 'job.completed' | 'job.failed' | 'job.reviewed' | 'batch.progress' | 'batch.completed';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One try at sending a delivery, as the delivery log shows it. */
export type DeliveryAttempt = Readonly<{
  attempt: number;
  at: string;
  /** The receiver's HTTP status, or null when no answer came (timeout, refused, private address). */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}>;

/**
 * One webhook message to one URL. `deliveryId` is the Standard Webhooks `webhook-id`: the same on every
 * attempt, derived from the event and the URL, so the same event recorded twice is one delivery.
 */
export type Delivery = Readonly<{
  deliveryId: string;
  tenantId: string;
  url: string;
  type: WebhookType;
  eventId: string;
  jobId: string | null;
  batchId: string | null;
  /** The exact JSON body sent (and signed) on every attempt. */
  body: string;
  status: DeliveryStatus;
  attempts: readonly DeliveryAttempt[];
  nextAttemptAt: string | null;
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
  lastError: string | null;
}>;
