import type { UsageJob, UsageRecord, UsageTotal } from '../../domain/usage';
import type { UsagePurged, UsageStore } from './usage-store';

export class InMemoryUsageStore implements UsageStore {
  readonly records = new Map<string, UsageRecord>();
  readonly jobs = new Map<string, UsageJob>();

  async ensureIndexes(): Promise<void> {}

  async addJobs(jobs: readonly UsageJob[]): Promise<void> {
    for (const job of jobs) if (!this.jobs.has(job.jobId)) this.jobs.set(job.jobId, job);
  }

  async job(jobId: string): Promise<UsageJob | null> {
    return this.jobs.get(jobId) ?? null;
  }

  async jobsByIds(jobIds: readonly string[]): Promise<Map<string, UsageJob>> {
    return new Map(jobIds.flatMap((jobId) => (this.jobs.has(jobId) ? [[jobId, this.jobs.get(jobId)!] as const] : [])));
  }

  async add(records: readonly UsageRecord[]): Promise<void> {
    for (const record of records) if (!this.records.has(record.recordId)) this.records.set(record.recordId, record);
  }

  async sums(tenantId: string, from: string, to: string): Promise<UsageTotal[]> {
    const sums = new Map<string, UsageTotal>();
    for (const { tenantId: owner, day, kind, quantity } of this.records.values()) {
      if (owner !== tenantId || day < from || day > to) continue;
      const key = `${day} ${kind}`;
      sums.set(key, { day, kind, quantity: (sums.get(key)?.quantity ?? 0) + quantity });
    }
    return [...sums.values()];
  }

  async purgeBefore(day: string): Promise<UsagePurged> {
    const records = [...this.records.values()].filter((record) => record.day < day);
    const jobs = [...this.jobs.values()].filter((job) => job.requestedAt < `${day}T00:00:00.000Z`);
    records.forEach((record) => this.records.delete(record.recordId));
    jobs.forEach((job) => this.jobs.delete(job.jobId));
    return { records: records.length, jobs: jobs.length };
  }
}
