import { BoundedMap } from '../cache';
import type { JobRun, JobRunsStore } from './job-runs-store';

/** Runs a worker process remembers; a repeated request comes within seconds of the first, far fewer jobs than this. */
export const RUNS_REMEMBERED = 50_000;

/**
 * A worker's record of its jobs that also remembers, in this process, the last run it saved. The
 * events are written to the log before the record is saved; when the database is down at that moment
 * the save fails and the request is delivered again. Without this memory the stored record would
 * still say "processing" and the job would run a second time; with it, the newer state wins.
 */
export class RememberingJobRunsStore implements JobRunsStore {
  private readonly recent: BoundedMap<string, JobRun>;

  constructor(
    private readonly store: JobRunsStore,
    capacity = RUNS_REMEMBERED,
  ) {
    this.recent = new BoundedMap(capacity);
  }

  ensureIndexes(): Promise<void> {
    return this.store.ensureIndexes();
  }

  async load(jobId: string): Promise<JobRun | null> {
    const stored = await this.store.load(jobId);
    const remembered = this.recent.get(jobId) ?? null;
    if (remembered === null) return stored;
    return stored !== null && stored.state.version >= remembered.state.version ? stored : remembered;
  }

  async save(run: JobRun): Promise<void> {
    const remembered = this.recent.get(run.jobId);
    if (remembered === undefined || remembered.state.version <= run.state.version) this.recent.set(run.jobId, run);
    await this.store.save(run);
  }

  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<JobRun[]> {
    return this.store.claimDue(now, leaseUntil, limit);
  }

  purgeEndedBefore(before: Date): Promise<number> {
    return this.store.purgeEndedBefore(before);
  }
}
