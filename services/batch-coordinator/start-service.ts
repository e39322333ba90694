import { groupIdFor } from '../../common/topics';
import { stopAll, type Service } from '../runtime';
import { BatchCache } from './batch-cache';
import {
  BATCH_COORDINATOR_GROUP,
  SINGLE_JOB_RELEASE_GROUP,
  startBatchCoordinator,
  startSingleJobRelease,
} from './batch-coordinator';

export const batchCoordinatorService: Service = {
  name: 'batch-coordinator',
  start: async ({ config, logger, infra, now }) => {
    const subscription = await startBatchCoordinator({
      eventLog: infra.eventLog,
      topics: infra.topics,
      store: infra.batches,
      cache: new BatchCache(),
      logger: logger.child({ service: 'batch-coordinator' }),
      now,
      progress: { everyPercent: config.batches.progressEveryPercent, everyMs: config.batches.progressEveryMs },
      groupId: groupIdFor(config.kafka.topicPrefix, BATCH_COORDINATOR_GROUP),
      partitionsConcurrently: config.kafka.partitions,
      paceMs: config.kafka.coordinatorPaceMs,
    });
    const release = await startSingleJobRelease({
      eventLog: infra.eventLog,
      topics: infra.topics,
      groupId: groupIdFor(config.kafka.topicPrefix, SINGLE_JOB_RELEASE_GROUP),
      partitionsConcurrently: config.kafka.partitions,
    });
    return { stop: stopAll([subscription, release]) };
  },
};
