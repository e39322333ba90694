import type { Subscription } from '../../common/messaging';
import type { JobEvent, JobRequested, JobType } from '../../domain/jobs';
import { runJobAttempts, type AttemptOutcome, type JobRunnerDeps } from './run-job-attempts';

export type JobWorkerOptions = Readonly<{
  jobType: JobType;
  groupId: string;
  concurrency: number;
  work: (request: JobRequested, attempt: number) => Promise<AttemptOutcome>;
}>;

/** A stateless consumer group that runs every JobRequested of one job type; other events are someone else's. */
export const handleJobEvent = async (deps: JobRunnerDeps, options: JobWorkerOptions, event: JobEvent): Promise<void> => {
  if (event.type !== 'JobRequested' || event.data.jobType !== options.jobType) return;
  await runJobAttempts(deps, event, (attempt) => options.work(event, attempt));
};

export const startJobWorker = (deps: JobRunnerDeps, options: JobWorkerOptions): Promise<Subscription> =>
  deps.eventLog.subscribe<JobEvent>({
    groupId: options.groupId,
    topics: [deps.topics.jobs],
    partitionsConcurrently: options.concurrency,
    handler: (event) => handleJobEvent(deps, options, event),
  });
