import { metadataOf } from '../../../contracts/caller-metadata';
import type { BatchCompleted, BatchProgressed, BatchSnapshot } from '../../../domain/batches';
import {
  jobStatusResponse,
  type ClaimReviewed,
  type JobCompleted,
  type JobFailed,
  type JobView,
} from '../../../domain/jobs';
import { newDelivery, webhookFor, webhookKeyOf, type Delivery, type WebhookEvent } from '../../../domain/webhooks';

/** The one delivery an event calls for (none when nobody asked for it); its body is built only then. */
const deliveryFor = (
  event: WebhookEvent,
  jobWebhookUrl: string | null,
  about: Readonly<{ jobId: string | null; batchId: string | null }>,
  data: () => unknown,
  now: Date,
): Delivery[] => {
  const target = webhookFor(event, jobWebhookUrl);
  if (target === null) return [];
  const { tenantId, eventId } = event.metadata;
  return [
    newDelivery({
      tenantId,
      url: target.url,
      type: target.type,
      eventId,
      key: webhookKeyOf(event),
      ...about,
      data: data(),
      now,
    }),
  ];
};

/** A job's final event or a reviewer's decision, with the job's view that holds it (null: the job asked for no webhook). */
export const jobDeliveries = (
  event: JobCompleted | JobFailed | ClaimReviewed,
  view: JobView | null,
  now: Date,
): Delivery[] => {
  if (view === null) return [];
  const final = () => jobStatusResponse(view, { includeResult: true, fields: null });
  return deliveryFor(event, view.webhookUrl, { jobId: view.jobId, batchId: view.batchId }, final, now);
};

/** The batch record of batch webhooks: the snapshot, with the caller's metadata as an object. */
export const batchRecordData = (tenantId: string, snapshot: BatchSnapshot) => {
  const { metadataJson, ...rest } = snapshot;
  return { ...rest, tenantId, metadata: metadataOf(metadataJson) };
};

export const batchDeliveries = (event: BatchProgressed | BatchCompleted, now: Date): Delivery[] =>
  deliveryFor(
    event,
    null,
    { jobId: null, batchId: event.data.batchId },
    () => batchRecordData(event.metadata.tenantId, event.data),
    now,
  );
