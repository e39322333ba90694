import { groupIdFor } from '../../common/topics';
import { JOBS_BUSY_RUN, jobsProjector } from '../../projections/jobs';
import { usageProjector } from '../../projections/usage';
import { reviewQueueProjector } from '../../projections/review-queue';
import { fingerprintsProjector } from '../../projections/fingerprints';
import { startProjectorGroup } from '../../projections/projector-group';
import { purgeExpired } from '../retention';
import { runEvery, stopAll, type Service } from '../runtime';

/**
 * The read models someone waits on, kept by one group: a synchronous answer and a client after
 * `batch.completed` poll the jobs model, and a copy of a receipt is recognised from the fingerprints.
 */
export const POLLED_PROJECTIONS_GROUP = 'projection.jobs-fingerprints.v1';
/** The read models nobody waits on, kept by one group that gathers events at the broker: usage and the review queue. */
export const TRAILING_PROJECTIONS_GROUP = 'projection.usage-review-queue.v1';

/**
 * The projections service: the read models the gateway answers from (jobs, usage, review queue, and the
 * fingerprints a copy is recognised by), kept up to date from the events by two consumer groups, and their
 * retention purge. Each group fetches and decodes every event once for the read models it keeps; the two are
 * paced differently (docs/projections.md).
 */
export const projectionsService: Service = {
  name: 'projections',
  start: async ({ config, logger, infra, now }) => {
    const projectionsLogger = logger.child({ service: 'projections' });
    const subscriptions = [
      await startProjectorGroup({
        groupId: groupIdFor(config.kafka.topicPrefix, POLLED_PROJECTIONS_GROUP),
        eventLog: infra.eventLog,
        topic: infra.topics.jobs,
        logger: projectionsLogger,
        partitionsConcurrently: config.kafka.partitions,
        projectors: [
          jobsProjector({ store: infra.jobs, logger: projectionsLogger, finals: infra.jobFinals }),
          fingerprintsProjector({ store: infra.fingerprints, logger: projectionsLogger }),
        ],
        paceMs: config.kafka.batchGatherMs,
        busyRun: JOBS_BUSY_RUN,
      }),
      await startProjectorGroup({
        groupId: groupIdFor(config.kafka.topicPrefix, TRAILING_PROJECTIONS_GROUP),
        eventLog: infra.eventLog,
        topic: infra.topics.jobs,
        logger: projectionsLogger,
        partitionsConcurrently: config.kafka.partitions,
        projectors: [
          usageProjector({ store: infra.usage, logger: projectionsLogger }),
          reviewQueueProjector({ store: infra.reviewQueue, logger: projectionsLogger }),
        ],
        gatherMs: config.kafka.readModelGatherMs,
      }),
    ];
    const { purgeIntervalMs, usageRetentionDays } = config.retention;
    const retentionLogger = logger.child({ service: 'retention' });
    if (purgeIntervalMs > 0)
      subscriptions.push(
        runEvery(
          'retention purge',
          purgeIntervalMs,
          () => purgeExpired(infra, { usageRetentionDays, now: now(), logger: retentionLogger }),
          retentionLogger,
        ),
      );
    return { stop: stopAll(subscriptions) };
  },
};
