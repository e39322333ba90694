import type { Collection, Db } from 'mongodb';
import { BatchedInserts, MongoStore, inOneBatch } from '../../common/storage';
import type { UsageJob, UsageKind, UsageRecord, UsageTotal } from '../../domain/usage';
import { usageQueries } from './usage-queries';
import type { UsagePurged, UsageStore } from './usage-store';

type RecordDoc = Omit<UsageRecord, 'recordId'> & { _id: string };
type JobDoc = Omit<UsageJob, 'jobId'> & { _id: string };

/**
 * Usage on the document database: `<base>` holds the records, `<base>_jobs` the jobs' requests. Both are
 * insert-only with deterministic ids, so a replayed event changes nothing and concurrent consumers
 * cannot lose a count. Reading sums a tenant's range in the database ($match on the tenant's index,
 * then $group), which is acceptable for a report asked for now and then.
 */
export class MongoUsageStore extends MongoStore implements UsageStore {
  private readonly records: Collection<RecordDoc> = this.collection();
  private readonly jobs: Collection<JobDoc> = this.collection('jobs');
  private readonly recordInserts = new BatchedInserts(this.records);
  private readonly jobInserts = new BatchedInserts(this.jobs);

  constructor(db: Db, baseName = 'usage') {
    super(db, baseName, usageQueries);
  }

  /** The collections this store owns, for tools that copy, compare or drop them. */
  collectionNames(): string[] {
    return [this.records.collectionName, this.jobs.collectionName];
  }

  async addJobs(jobs: readonly UsageJob[]): Promise<void> {
    await Promise.all(jobs.map(({ jobId, ...rest }) => this.jobInserts.insert({ _id: jobId, ...rest })));
  }

  async job(jobId: string): Promise<UsageJob | null> {
    const doc = await this.jobs.findOne({ _id: jobId });
    if (doc === null) return null;
    const { _id, ...rest } = doc;
    return { jobId: _id, ...rest };
  }

  async jobsByIds(jobIds: readonly string[]): Promise<Map<string, UsageJob>> {
    if (jobIds.length === 0) return new Map();
    const docs = await this.jobs.find({ _id: { $in: [...jobIds] } }, inOneBatch(jobIds.length)).toArray();
    return new Map(docs.map(({ _id, ...rest }) => [_id, { jobId: _id, ...rest }]));
  }

  async add(records: readonly UsageRecord[]): Promise<void> {
    await Promise.all(records.map(({ recordId, ...rest }) => this.recordInserts.insert({ _id: recordId, ...rest })));
  }

  async sums(tenantId: string, from: string, to: string): Promise<UsageTotal[]> {
    const groups = await this.records
      .aggregate<{ _id: { day: string; kind: UsageKind }; quantity: number }>([
        { $match: { tenantId, day: { $gte: from, $lte: to } } },
        { $group: { _id: { day: '$day', kind: '$kind' }, quantity: { $sum: '$quantity' } } },
      ])
      .toArray();
    return groups.map(({ _id, quantity }) => ({ day: _id.day, kind: _id.kind, quantity }));
  }

  async purgeBefore(day: string): Promise<UsagePurged> {
    const records = await this.records.deleteMany({ day: { $lt: day } });
    const jobs = await this.jobs.deleteMany({ requestedAt: { $lt: `${day}T00:00:00.000Z` } });
    return { records: records.deletedCount, jobs: jobs.deletedCount };
  }
}
