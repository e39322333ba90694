import type { BatchCompleted, BatchProgressed, BatchSnapshot } from '../../../domain/batches';
import {
  evolveJob,
  jobStatusResponse,
  type ClaimReviewed,
  type JobCompleted,
  type JobFailed,
  type JobView,
} from '../../../domain/jobs';
import { InternalError } from '../../../common/errors';
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

/** A job's final event or a reviewer's decision, with the job's view as the projection has it (possibly one event behind). */
export const jobDeliveries = (
  event: JobCompleted | JobFailed | ClaimReviewed,
  view: JobView | null,
  now: Date,
): Delivery[] => {
  // The gateway writes the first view right after recording the request; a fast job can end before that.
  if (view === null)
    throw new InternalError(`Job ${event.data.jobId} ended before its view was written; trying again`, {
      retriable: true,
    });
  // The view may not hold this event yet: fold it in.
  const final = () => jobStatusResponse(evolveJob(view, event) ?? view, { includeResult: true, fields: null });
  return deliveryFor(event, view.webhookUrl, { jobId: view.jobId, batchId: view.batchId }, final, now);
};

/** The batch record of batch webhooks: the snapshot, with the caller's metadata as an object. */
export const batchRecordData = (tenantId: string, snapshot: BatchSnapshot) => {
  const { metadataJson, ...rest } = snapshot;
  return { ...rest, tenantId, metadata: metadataJson === null ? null : (JSON.parse(metadataJson) as unknown) };
};

export const batchDeliveries = (event: BatchProgressed | BatchCompleted, now: Date): Delivery[] =>
  deliveryFor(
    event,
    null,
    { jobId: null, batchId: event.data.batchId },
    () => batchRecordData(event.metadata.tenantId, event.data),
    now,
  );
