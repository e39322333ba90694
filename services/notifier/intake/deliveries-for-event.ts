import type { BatchCompleted, BatchProgressed, BatchSnapshot } from '../../../domain/batches';
import { evolveJob, jobStatusResponse, type JobCompleted, type JobFailed, type JobView } from '../../../domain/jobs';
import { AppError } from '../../../common/errors';
import { newDelivery, webhookFor, webhookKeyOf, type Delivery } from '../../../domain/webhooks';

/** A job's final event with the job's view as the projection has it (possibly one event behind). */
export const jobDeliveries = (event: JobCompleted | JobFailed, view: JobView | null, now: Date): Delivery[] => {
  // The gateway writes the first view right after recording the request; a fast job can end before that.
  if (view === null) throw new AppError('INTERNAL', 500, `Job ${event.data.jobId} ended before its view was written; trying again`, { retriable: true });
  const target = webhookFor(event, view.webhookUrl);
  if (target === null) return [];
  const final = evolveJob(view, event) ?? view; // the view may not hold this event yet: fold it in
  return [
    newDelivery({
      tenantId: event.metadata.tenantId,
      url: target.url,
      type: target.type,
      eventId: event.metadata.eventId,
      key: webhookKeyOf(event),
      jobId: view.jobId,
      batchId: view.batchId,
      data: jobStatusResponse(final, { includeResult: true, fields: null }),
      now,
    }),
  ];
};

/** The batch record of batch webhooks: the snapshot, with the caller's metadata as an object. */
export const batchRecordData = (tenantId: string, snapshot: BatchSnapshot) => {
  const { metadataJson, ...rest } = snapshot;
  return { ...rest, tenantId, metadata: metadataJson === null ? null : (JSON.parse(metadataJson) as unknown) };
};

export const batchDeliveries = (event: BatchProgressed | BatchCompleted, now: Date): Delivery[] => {
  const target = webhookFor(event, null);
  if (target === null) return [];
  return [
    newDelivery({
      tenantId: event.metadata.tenantId,
      url: target.url,
      type: target.type,
      eventId: event.metadata.eventId,
      key: webhookKeyOf(event),
      jobId: null,
      batchId: event.data.batchId,
      data: batchRecordData(event.metadata.tenantId, event.data),
      now,
    }),
  ];
};
