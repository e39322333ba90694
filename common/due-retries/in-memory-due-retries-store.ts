import { retrySequence, type DueRetriesStore, type DueRetry } from './due-retries-store';

export class InMemoryDueRetriesStore implements DueRetriesStore {
  readonly retries = new Map<string, DueRetry>();

  async ensureIndexes(): Promise<void> {}

  async save(retry: DueRetry): Promise<void> {
    const kept = this.retries.get(retry.jobId);
    if (kept !== undefined && retrySequence(kept) >= retrySequence(retry)) return;
    this.retries.set(retry.jobId, retry);
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DueRetry[]> {
    const due = [...this.retries.values()]
      .filter((retry) => retry.wakeAt <= now.toISOString())
      .sort((a, b) => a.wakeAt.localeCompare(b.wakeAt))
      .slice(0, limit);
    for (const retry of due) this.retries.set(retry.jobId, { ...retry, wakeAt: leaseUntil.toISOString() });
    return due;
  }

  async nextWakeAt(): Promise<string | null> {
    const wakeTimes = [...this.retries.values()].map((retry) => retry.wakeAt).sort();
    return wakeTimes[0] ?? null;
  }

  async release(retry: DueRetry, leaseUntil: Date): Promise<void> {
    const kept = this.retries.get(retry.jobId);
    if (kept === undefined || retrySequence(kept) !== retrySequence(retry)) return;
    if (kept.wakeAt === leaseUntil.toISOString()) this.retries.set(retry.jobId, { ...kept, wakeAt: retry.wakeAt });
  }

  async remove(retry: DueRetry): Promise<void> {
    const kept = this.retries.get(retry.jobId);
    if (kept !== undefined && retrySequence(kept) === retrySequence(retry)) this.retries.delete(retry.jobId);
  }
}
