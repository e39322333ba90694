import type { AnyEvent } from '../../../common/events';
import type { BatchSnapshot } from '../../../domain/batches';
import { evolveJob, jobStatusResponse, type JobCompleted, type JobFailed, type JobView } from '../../../domain/jobs';
import { newDelivery, type Delivery } from '../../../domain/webhooks';

/** A job's final event with the job's view as the projection has it (possibly one event behind). */
export const jobDeliveries = (event: JobCompleted | JobFailed, view: JobView | null, now: Date): Delivery[] => {
  if (view === null || view.webhookUrl === null) return [];
  const final = evolveJob(view, event) ?? view; // the view may not hold this event yet: fold it in
  return [
    newDelivery({
      tenantId: event.metadata.tenantId,
      url: view.webhookUrl,
      type: event.type === 'JobCompleted' ? 'job.completed' : 'job.failed',
      eventId: event.metadata.eventId,
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

export const batchDeliveries = (event: AnyEvent & { data: BatchSnapshot }, type: 'batch.progress' | 'batch.completed', now: Date): Delivery[] => {
  if (event.data.webhookUrl === null) return [];
  return [
    newDelivery({
      tenantId: event.metadata.tenantId,
      url: event.data.webhookUrl,
      type,
      eventId: event.metadata.eventId,
      jobId: null,
      batchId: event.data.batchId,
      data: batchRecordData(event.metadata.tenantId, event.data),
      now,
    }),
  ];
};
