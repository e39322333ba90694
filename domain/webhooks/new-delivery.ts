import type { Delivery, WebhookType } from './delivery';
import { deliveryIdFor } from './delivery-id';

/** The body every Standard Webhooks receiver expects: `{type, timestamp, data}`, serialised once and kept. */
export const webhookBody = (type: WebhookType, timestamp: string, data: unknown): string =>
  JSON.stringify({ type, timestamp, data });

export const newDelivery = (
  input: Pick<Delivery, 'tenantId' | 'url' | 'type' | 'eventId' | 'jobId' | 'batchId'> &
    Readonly<{
      /** What the webhook is about (webhookKeyOf); the event id when absent. */
      key?: string;
      data: unknown;
      now: Date;
    }>,
): Delivery => {
  const at = input.now.toISOString();
  return {
    deliveryId: deliveryIdFor(input.key ?? input.eventId, input.url),
    tenantId: input.tenantId,
    url: input.url,
    type: input.type,
    eventId: input.eventId,
    jobId: input.jobId,
    batchId: input.batchId,
    body: webhookBody(input.type, at, input.data),
    status: 'pending',
    attempts: [],
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
    deliveredAt: null,
    lastError: null,
  };
};
