import { eventTypesFilter, type AnyEvent, type EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import { JOB_EVENT_TYPES, type JobEvent } from '../../domain/jobs';
import { applyJobEvent } from './apply-job-event';
import { RecentViews } from '../../common/cache';
import { applyBatchItems } from './apply-batch-items';
import { projectJobBatch } from './project-job-batch';
import type { BatchItemsAdded } from '../../domain/batches';
import type { JobsStore } from './jobs-store';

export const JOBS_PROJECTION_GROUP = 'projection.jobs.v1';
/**
 * A run of this many job events or more is a stream (a batch's items) that the pace may hold back; a lone
 * job's events come one a run, and a synchronous request polls for the last of them, so those are never
 * held. Gathered in the broker instead, each waited there up to the pace's length: about half of a typeset
 * receipt's synchronous answer (docs/projections.md).
 */
export const JOBS_BUSY_RUN = 4;
export const JOBS_CONCURRENTLY = 32;

/** The jobs read model's consumer handler: the live projector and a rebuild (docs/projections.md) run this same function. */
export const jobsHandler =
  (store: JobsStore, logger: Logger, recent = new RecentViews()) =>
  async (event: AnyEvent): Promise<void> => {
    if (event.type === 'BatchItemsAdded') return applyBatchItems(store, event as BatchItemsAdded);
    if (!(JOB_EVENT_TYPES as readonly string[]).includes(event.type)) return;
    const jobEvent = event as JobEvent;
    const outcome = await applyJobEvent(store, jobEvent, recent);
    logger.info(
      {
        event: jobEvent.type,
        eventId: jobEvent.metadata.eventId,
        tenantId: jobEvent.metadata.tenantId,
        jobId: jobEvent.data.jobId,
        correlationId: jobEvent.metadata.correlationId,
        outcome,
      },
      'projected job event',
    );
  };

/**
 * Keeps the jobs read model up to date from the jobs topic: each fetched batch of a partition's events
 * becomes one read and one bulk write, and the position moves on only once it is written. While a
 * partition's events keep coming many a run, it waits `paceMs` after each (fewer, larger writes).
 */
export const startJobsProjector = (deps: {
  eventLog: EventLog;
  store: JobsStore;
  topic: string;
  logger: Logger;
  groupId?: string;
  /** While a batch's events keep coming, the wait after each write (its jobs' views trail by up to as much). */
  paceMs?: number;
}): Promise<Subscription> => {
  const recent = new RecentViews();
  return deps.eventLog.subscribeBatches({
    groupId: deps.groupId ?? JOBS_PROJECTION_GROUP,
    topics: [deps.topic],
    partitionsConcurrently: 3,
    ...(deps.paceMs === undefined ? {} : { paceMs: deps.paceMs, busyRun: JOBS_BUSY_RUN }),
    reads: eventTypesFilter([...JOB_EVENT_TYPES, 'BatchItemsAdded']),
    onAssigned: () => recent.clear(),
    handler: async (delivered) => {
      const written = await projectJobBatch(
        deps.store,
        recent,
        delivered.map(({ event }) => event),
      );
      const first = delivered[0]!.message;
      deps.logger.info(
        { partition: first.partition, fromOffset: first.offset, events: delivered.length, written },
        'projected job events',
      );
    },
  });
};
