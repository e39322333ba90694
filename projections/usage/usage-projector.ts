import type { Logger } from '../../common/logging';
import type { Projector } from '../projector-group';
import { isBatchEvent } from '../../domain/batches';
import { JOB_EVENT_TYPES, type JobEvent } from '../../domain/jobs';
import type { TopicEvent } from '../../domain/usage';
import { applyUsageEvent } from './apply-usage-event';
import { projectUsageBatch, RecentUsageJobs } from './project-usage-batch';
import type { UsageStore } from './usage-store';

const isTopicEvent = (event: { type: string }): event is TopicEvent =>
  JOB_EVENT_TYPES.includes(event.type as JobEvent['type']) || isBatchEvent(event);

/** Handles one event of the jobs topic for the usage read model; other event types are not usage. */
export const usageHandler =
  (store: UsageStore, logger: Logger) =>
  async (event: { type: string; metadata: { eventId: string; tenantId: string } }): Promise<void> => {
    if (!isTopicEvent(event)) return;
    const { records, unknownJob } = await applyUsageEvent(store, event);
    // A final event of a job whose request usage never saw (purged, or a log that starts mid-way): nothing can be billed for it.
    if (unknownJob)
      logger.warn(
        { eventId: event.metadata.eventId, tenantId: event.metadata.tenantId },
        'usage: final event of an unknown job, nothing counted',
      );
    else if (records.length > 0)
      logger.debug(
        {
          eventId: event.metadata.eventId,
          tenantId: event.metadata.tenantId,
          records: records.map((record) => record.kind),
        },
        'usage recorded',
      );
  };

/** The usage read model's writer: a run of a partition's events becomes one insert of what they bill. Nobody waits on it. */
export const usageProjector = (deps: { store: UsageStore; logger: Logger }): Projector => {
  const recent = new RecentUsageJobs();
  return {
    name: 'usage',
    project: async (delivered) => {
      const { records, unknownJobs } = await projectUsageBatch(
        deps.store,
        delivered.map(({ event }) => event).filter(isTopicEvent),
        recent,
      );
      // A final event of a job whose request usage never saw (purged, or a log that starts mid-way): nothing can be billed for it.
      if (unknownJobs.length > 0)
        deps.logger.warn({ eventIds: unknownJobs }, 'usage: final events of unknown jobs, nothing counted');
      if (records > 0) deps.logger.debug({ events: delivered.length, records }, 'usage recorded');
    },
  };
};
