import { groupIdFor } from '../../common/topics';
import type { Service } from '../runtime';
import { BatchCache } from './batch-cache';
import { BATCH_COORDINATOR_GROUP, startBatchCoordinator } from './batch-coordinator';

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
    return subscription;
  },
};
