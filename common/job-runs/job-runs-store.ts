import type { JobRequested, JobState } from '../../domain/jobs';

/**
 * The worker's own record of each job it runs: the job's decider state, folded from the request it
 * consumed and the events it wrote, never from a read model that may lag. Only the workers of one job
 * type write their store. `wakeAt` is when the due-retry poller should look at the job: when its
 * scheduled retry is due, or when the lease of a polled attempt runs out (its worker died).
 */
export type JobRun = Readonly<{ jobId: string; state: JobState; request: JobRequested; wakeAt: string | null }>;

export interface JobRunsStore {
  ensureIndexes(): Promise<void>;
  load(jobId: string): Promise<JobRun | null>;
  /** Saves the run unless the stored one is already at or past its version: a late or repeated save changes nothing. */
  save(run: JobRun): Promise<void>;
  /** Takes up to `limit` runs whose wake time has come, and moves their wake time to `leaseUntil`, so no other poller takes them meanwhile. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<JobRun[]>;
  /** Drops the runs of jobs that ended before `before`: a request is not delivered again that late. Returns how many. */
  purgeEndedBefore(before: Date): Promise<number>;
}
