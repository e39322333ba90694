import { isFinal, type JobView } from '../../domain/jobs';
import type { JobsStore, QueueStats, SaveOutcome } from './jobs-store';

export class InMemoryJobsStore implements JobsStore {
  readonly views = new Map<string, JobView>();

  async ensureIndexes(): Promise<void> {}

  async purgeFinished(tenantId: string, before: Date): Promise<number> {
    const expired = [...this.views.values()].filter(
      (view) =>
        view.tenantId === tenantId &&
        isFinal(view.status) &&
        view.completedAt !== null &&
        view.completedAt < before.toISOString(),
    );
    expired.forEach((view) => this.views.delete(view.jobId));
    return expired.length;
  }

  async countOpen(tenantId: string): Promise<number> {
    return [...this.views.values()].filter(
      (view) => view.tenantId === tenantId && (view.status === 'queued' || view.status === 'processing'),
    ).length;
  }

  async queueStats(finishedSince: Date): Promise<QueueStats> {
    const views = [...this.views.values()];
    const finished = views.filter(
      (view) => view.completedAt !== null && view.completedAt >= finishedSince.toISOString(),
    );
    const durations = finished.map((view) => view.durationMs).filter((ms): ms is number => ms !== null);
    return {
      open: views.filter((view) => view.status === 'queued' || view.status === 'processing').length,
      finishedSince: finished.length,
      avgDurationMs: durations.length === 0 ? null : durations.reduce((a, b) => a + b, 0) / durations.length,
    };
  }

  async get(jobId: string): Promise<JobView | null> {
    return this.views.get(jobId) ?? null;
  }

  async getForTenant(tenantId: string, jobId: string): Promise<JobView | null> {
    const view = this.views.get(jobId);
    return view !== undefined && view.tenantId === tenantId ? view : null;
  }

  async save(view: JobView, expectedVersion: number | null): Promise<SaveOutcome> {
    const current = this.views.get(view.jobId);
    if ((current?.version ?? null) !== expectedVersion) return 'conflict';
    this.views.set(view.jobId, view);
    return 'saved';
  }

  async getMany(jobIds: readonly string[]): Promise<Map<string, JobView>> {
    return new Map(
      jobIds.flatMap((jobId) => (this.views.has(jobId) ? [[jobId, this.views.get(jobId)!] as const] : [])),
    );
  }

  async saveMany(views: readonly JobView[]): Promise<ReadonlySet<string>> {
    const kept = new Set<string>();
    for (const view of views) {
      const stored = this.views.get(view.jobId);
      if (stored !== undefined && stored.version >= view.version) kept.add(view.jobId);
      else this.views.set(view.jobId, view);
    }
    return kept;
  }

  async saveNew(views: readonly JobView[]): Promise<void> {
    for (const view of views) if (!this.views.has(view.jobId)) this.views.set(view.jobId, view);
  }
}
