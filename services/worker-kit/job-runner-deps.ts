import { MongoDueRetriesStore } from '../../common/due-retries';
import { jobDecider } from '../../domain/jobs';
import { DEFAULT_JITTER_RATIO } from '../../domain/retry';
import type { ServiceContext } from '../runtime';
import { WorkerJobs } from './worker-jobs';

/** How long a job nothing happens to stays in a worker's memory: a request is released again within seconds, not hours. */
const JOBS_REMEMBERED_MS = 3_600_000;

/**
 * What the job workers (extractor, auditor) need from the context. Each worker service keeps its own
 * scheduled retries (docs/projections.md: one writer per collection).
 */
export const jobRunnerDeps = async (context: ServiceContext, service: 'extractor' | 'auditor') => {
  const { config, infra } = context;
  const retries = new MongoDueRetriesStore(infra.mongo.db, `${service}_retries`);
  await retries.ensureIndexes();
  const decider = jobDecider({
    maxAttempts: config.jobs.maxAttempts,
    backoff: {
      baseMs: config.jobs.backoffBaseMs,
      maxMs: config.jobs.backoffMaxMs,
      factor: 4,
      jitterRatio: DEFAULT_JITTER_RATIO,
    },
  });
  return {
    eventLog: infra.eventLog,
    topics: infra.topics,
    jobs: new WorkerJobs(JOBS_REMEMBERED_MS),
    retries,
    decider,
    logger: context.logger.child({ service }),
    now: context.now,
    random: Math.random,
    // Host and process id: a restarted worker is another worker, whose JobStarted says so (one process runs one runner per job type).
    workerId: context.workerId,
  };
};
