import { hasEnded } from '../../domain/jobs';
import type { JobRun, JobRunsStore } from './job-runs-store';

export class InMemoryJobRunsStore implements JobRunsStore {
  readonly runs = new Map<string, JobRun>();
  private readonly savedAt = new Map<string, Date>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async ensureIndexes(): Promise<void> {}

  async load(jobId: string): Promise<JobRun | null> {
    return this.runs.get(jobId) ?? null;
  }

  async save(run: JobRun): Promise<void> {
    const stored = this.runs.get(run.jobId);
    if (stored !== undefined && stored.state.version >= run.state.version) return;
    this.runs.set(run.jobId, run);
    this.savedAt.set(run.jobId, this.now());
  }

  async purgeEndedBefore(before: Date): Promise<number> {
    const ended = [...this.runs.values()].filter((run) => hasEnded(run.state) && this.savedAt.get(run.jobId)! < before);
    ended.forEach((run) => this.runs.delete(run.jobId));
    return ended.length;
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<JobRun[]> {
    const due = [...this.runs.values()]
      .filter((run) => run.wakeAt !== null && run.wakeAt <= now.toISOString())
      .slice(0, limit);
    for (const run of due) this.runs.set(run.jobId, { ...run, wakeAt: leaseUntil.toISOString() });
    return due;
  }
}
