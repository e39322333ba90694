import type { AnyEvent } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Projector } from '../projector-group';
import { JOB_EVENT_TYPES, type JobEvent } from '../../domain/jobs';
import { applyJobEvent } from './apply-job-event';
import { RecentViews } from '../../common/cache';
import { applyBatchItems } from './apply-batch-items';
import { projectJobBatch } from './project-job-batch';
import type { BatchItemsAdded } from '../../domain/batches';
import type { JobsStore } from './jobs-store';
import type { FinalJobWatch } from './final-job-watch';

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
 * The jobs read model's writer: each run of a partition's job events becomes one read and one bulk write.
 * Someone polls it (a synchronous answer, a client after `batch.completed`), so its group is paced, not
 * gathered (services/projections/start-service.ts); a synchronous answer waiting in the same process is
 * told when its job's final view is written (`finals`).
 */
export const jobsProjector = (deps: { store: JobsStore; logger: Logger; finals?: FinalJobWatch }): Projector => {
  const recent = new RecentViews();
  return {
    name: 'jobs',
    reads: [...JOB_EVENT_TYPES, 'BatchItemsAdded'],
    forget: () => recent.clear(),
    project: async (delivered) => {
      const written = await projectJobBatch(
        deps.store,
        recent,
        delivered.map(({ event }) => event),
      );
      deps.finals?.saved(written);
      const first = delivered[0]!.message;
      deps.logger.info(
        { partition: first.partition, fromOffset: first.offset, events: delivered.length, written: written.length },
        'projected job events',
      );
    },
  };
};
