import type { EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import { JOB_EVENT_TYPES, type JobEvent } from '../../domain/jobs';
import { applyJobEvent } from './apply-job-event';
import { applyBatchItems } from './apply-batch-items';
import type { BatchItemsAdded } from '../../domain/batches';
import type { JobsStore } from './jobs-store';

export const JOBS_PROJECTION_GROUP = 'projection.jobs.v1';

/** Keeps the jobs read model up to date from the jobs topic. */
export const startJobsProjector = (deps: { eventLog: EventLog; store: JobsStore; topic: string; logger: Logger; groupId?: string }): Promise<Subscription> =>
  deps.eventLog.subscribe<JobEvent>({
    groupId: deps.groupId ?? JOBS_PROJECTION_GROUP,
    topics: [deps.topic],
    partitionsConcurrently: 3,
    handler: async (event) => {
      if ((event.type as string) === 'BatchItemsAdded') return applyBatchItems(deps.store, event as unknown as BatchItemsAdded);
      if (!JOB_EVENT_TYPES.includes(event.type)) return;
      const outcome = await applyJobEvent(deps.store, event);
      deps.logger.info(
        { event: event.type, eventId: event.metadata.eventId, tenantId: event.metadata.tenantId, jobId: event.data.jobId, correlationId: event.metadata.correlationId, outcome },
        'projected job event',
      );
    },
  });
