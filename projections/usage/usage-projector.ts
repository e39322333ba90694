import type { EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import { isBatchEvent } from '../../domain/batches';
import { JOB_EVENT_TYPES, type JobEvent } from '../../domain/jobs';
import type { TopicEvent } from '../../domain/usage';
import { applyUsageEvent } from './apply-usage-event';
import { projectUsageBatch, RecentUsageJobs } from './project-usage-batch';
import type { UsageStore } from './usage-store';

export const USAGE_PROJECTION_GROUP = 'projection.usage.v1';

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

/** Keeps the usage read model up to date from the jobs topic, a fetched batch of a partition's events at a time. */
export const startUsageProjector = (deps: {
  eventLog: EventLog;
  store: UsageStore;
  topic: string;
  logger: Logger;
  groupId?: string;
  partitionsConcurrently?: number;
  /** Nobody waits on usage: the broker may gather events this long for fewer, larger writes. */
  gatherMs?: number;
}): Promise<Subscription> => {
  const recent = new RecentUsageJobs();
  return deps.eventLog.subscribeBatches({
    groupId: deps.groupId ?? USAGE_PROJECTION_GROUP,
    topics: [deps.topic],
    partitionsConcurrently: deps.partitionsConcurrently ?? 3,
    ...(deps.gatherMs === undefined ? {} : { gatherMs: deps.gatherMs }),
    handler: async (delivered) => {
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
  });
};
