// Shared by the specs that run a batch coordinator (not itself a test file).
import { createLogger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import { BatchCache } from './batch-cache';
import { startBatchCoordinator } from './batch-coordinator';
import type { CoordinatorDeps } from './coordinate-batch';

type Given = Pick<CoordinatorDeps, 'eventLog' | 'topics' | 'store' | 'now'> & Partial<CoordinatorDeps>;

/** A coordinator's dependencies in a test: a fresh cache, no log lines, progress at every half or minute, unless given. */
export const testCoordinatorDeps = (given: Given): CoordinatorDeps => ({
  cache: new BatchCache(),
  logger: createLogger({ level: 'silent', name: 'test' }),
  progress: { everyPercent: 50, everyMs: 60_000 },
  ...given,
});

/** The batch coordinator as a consumer of the jobs topic, in group `coordinator`, three partitions at once. */
export const startTestCoordinator = (given: Given): Promise<Subscription> =>
  startBatchCoordinator({ ...testCoordinatorDeps(given), groupId: 'coordinator', partitionsConcurrently: 3 });
