import { groupIdFor } from '../../common/topics';
import { JOBS_PROJECTION_GROUP, startJobsProjector } from '../../projections/jobs';
import { USAGE_PROJECTION_GROUP, startUsageProjector } from '../../projections/usage';
import { REVIEW_QUEUE_PROJECTION_GROUP, startReviewQueueProjector } from '../../projections/review-queue';
import { FINGERPRINTS_PROJECTION_GROUP, startFingerprintsProjector } from '../../projections/fingerprints';
import { purgeExpired } from '../retention';
import { runEvery, stopAll, type Service } from '../runtime';

/** The projections service: the read models the gateway answers from (jobs, usage, review queue), kept up to date from the events, and their retention purge. */
export const projectionsService: Service = {
  name: 'projections',
  start: async ({ config, logger, infra, now }) => {
    const projectionsLogger = logger.child({ service: 'projections' });
    const subscriptions = [
      await startJobsProjector({
        groupId: groupIdFor(config.kafka.topicPrefix, JOBS_PROJECTION_GROUP),
        eventLog: infra.eventLog,
        store: infra.jobs,
        topic: infra.topics.jobs,
        logger: projectionsLogger,
        paceMs: config.kafka.batchGatherMs,
      }),
      await startUsageProjector({
        groupId: groupIdFor(config.kafka.topicPrefix, USAGE_PROJECTION_GROUP),
        eventLog: infra.eventLog,
        store: infra.usage,
        topic: infra.topics.jobs,
        logger: projectionsLogger,
        gatherMs: config.kafka.readModelGatherMs,
      }),
      await startReviewQueueProjector({
        groupId: groupIdFor(config.kafka.topicPrefix, REVIEW_QUEUE_PROJECTION_GROUP),
        eventLog: infra.eventLog,
        store: infra.reviewQueue,
        topic: infra.topics.jobs,
        logger: projectionsLogger,
        gatherMs: config.kafka.readModelGatherMs,
      }),
      await startFingerprintsProjector({
        groupId: groupIdFor(config.kafka.topicPrefix, FINGERPRINTS_PROJECTION_GROUP),
        eventLog: infra.eventLog,
        store: infra.fingerprints,
        topic: infra.topics.jobs,
        logger: projectionsLogger,
        paceMs: config.kafka.batchGatherMs,
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
