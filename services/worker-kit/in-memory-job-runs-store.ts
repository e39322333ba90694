import type { JobRun, JobRunsStore } from './job-runs-store';

export class InMemoryJobRunsStore implements JobRunsStore {
  readonly runs = new Map<string, JobRun>();

  async ensureIndexes(): Promise<void> {}

  async load(jobId: string): Promise<JobRun | null> {
    return this.runs.get(jobId) ?? null;
  }

  async save(run: JobRun): Promise<void> {
    const stored = this.runs.get(run.jobId);
    if (stored === undefined || stored.state.version < run.state.version) this.runs.set(run.jobId, run);
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<JobRun[]> {
    const due = [...this.runs.values()].filter((run) => run.wakeAt !== null && run.wakeAt <= now.toISOString()).slice(0, limit);
    for (const run of due) this.runs.set(run.jobId, { ...run, wakeAt: leaseUntil.toISOString() });
    return due;
  }
}
