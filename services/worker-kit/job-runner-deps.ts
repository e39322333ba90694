import { MongoJobRunsStore, RememberingJobRunsStore } from '../../common/job-runs';
import { jobDecider } from '../../domain/jobs';
import { DEFAULT_JITTER_RATIO } from '../../domain/retry';
import type { ServiceContext } from '../runtime';
import { JobsInFlight } from './jobs-in-flight';

/**
 * What the job workers (extractor, auditor) need from the context. Each worker service keeps its own
 * record of the jobs it runs (docs/projections.md: one writer per collection).
 */
export const jobRunnerDeps = async (context: ServiceContext, service: 'extractor' | 'auditor') => {
  const { config, infra } = context;
  const runs = new RememberingJobRunsStore(new MongoJobRunsStore(infra.mongo.db, `${service}_runs`));
  await runs.ensureIndexes();
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
    runs,
    decider,
    logger: context.logger.child({ service }),
    now: context.now,
    random: Math.random,
    workerId: context.workerId,
    inFlight: new JobsInFlight(),
  };
};
