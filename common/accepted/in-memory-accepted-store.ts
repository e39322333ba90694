import type { JobView } from '../../domain/jobs';
import type { AcceptedBatch, AcceptedStore } from './accepted-store';

export class InMemoryAcceptedStore implements AcceptedStore {
  private readonly jobs = new Map<string, { view: JobView; at: Date }>();
  private readonly batches = new Map<string, { batch: AcceptedBatch; at: Date }>();

  async ensureIndexes(): Promise<void> {}

  async addJobs(views: readonly JobView[], at: Date): Promise<void> {
    for (const view of views) if (!this.jobs.has(view.jobId)) this.jobs.set(view.jobId, { view, at });
  }

  async addBatch(batch: AcceptedBatch, at: Date): Promise<void> {
    if (!this.batches.has(batch.record.batchId)) this.batches.set(batch.record.batchId, { batch, at });
  }

  async dropJob(jobId: string): Promise<void> {
    this.jobs.delete(jobId);
  }

  async job(tenantId: string, jobId: string): Promise<JobView | null> {
    const view = this.jobs.get(jobId)?.view;
    return view !== undefined && view.tenantId === tenantId ? view : null;
  }

  async batch(tenantId: string, batchId: string): Promise<AcceptedBatch | null> {
    const batch = this.batches.get(batchId)?.batch;
    return batch !== undefined && batch.record.tenantId === tenantId ? batch : null;
  }

  async purgeBefore(before: Date): Promise<number> {
    return this.purgeWhere((entry) => entry.at < before);
  }

  async purgeTenantBefore(tenantId: string, before: Date): Promise<number> {
    return this.purgeWhere((entry) => entry.at < before && entry.tenantId === tenantId);
  }

  private purgeWhere(expired: (entry: { at: Date; tenantId: string }) => boolean): number {
    let removed = 0;
    for (const [jobId, entry] of this.jobs)
      if (expired({ at: entry.at, tenantId: entry.view.tenantId }) && this.jobs.delete(jobId)) removed += 1;
    for (const [batchId, entry] of this.batches)
      if (expired({ at: entry.at, tenantId: entry.batch.record.tenantId }) && this.batches.delete(batchId))
        removed += 1;
    return removed;
  }
}
