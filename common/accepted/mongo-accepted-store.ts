import type { Collection, Db, Filter } from 'mongodb';
import { BatchedInserts, MongoStore } from '../storage';
import { acceptedQueries } from './accepted-queries';
import type { JobView } from '../../domain/jobs';
import type { AcceptedBatch, AcceptedStore } from './accepted-store';

/** The accepted view as JSON text: a caller's metadata may have keys a document cannot hold. */
type AcceptedDoc = { _id: string; tenantId: string; acceptedAt: Date; json: string };

/**
 * Accepted jobs and batches on the document database. A job costs one small insert, coalesced with the
 * other requests' inserts of the moment into one insertMany; reads are by `_id`.
 */
export class MongoAcceptedStore extends MongoStore implements AcceptedStore {
  private readonly jobs: Collection<AcceptedDoc> = this.collection('jobs');
  private readonly batches: Collection<AcceptedDoc> = this.collection('batches');
  private readonly jobInserts = new BatchedInserts(this.jobs);

  constructor(db: Db, baseName = 'accepted') {
    super(db, baseName, acceptedQueries);
  }

  async addJobs(views: readonly JobView[], at: Date): Promise<void> {
    // A duplicate is the same job accepted again (a retried write): what is there stays.
    await Promise.all(
      views.map((view) =>
        this.jobInserts.insert({
          _id: view.jobId,
          tenantId: view.tenantId,
          acceptedAt: at,
          json: JSON.stringify(view),
        }),
      ),
    );
  }

  async addBatch(batch: AcceptedBatch, at: Date): Promise<void> {
    const json = JSON.stringify(batch);
    await this.batches.updateOne(
      { _id: batch.record.batchId },
      { $setOnInsert: { tenantId: batch.record.tenantId, acceptedAt: at, json } },
      { upsert: true },
    );
  }

  async dropJob(jobId: string): Promise<void> {
    await this.jobs.deleteOne({ _id: jobId });
  }

  async job(tenantId: string, jobId: string): Promise<JobView | null> {
    const doc = await this.jobs.findOne({ _id: jobId });
    return doc !== null && doc.tenantId === tenantId ? (JSON.parse(doc.json) as JobView) : null;
  }

  async batch(tenantId: string, batchId: string): Promise<AcceptedBatch | null> {
    const doc = await this.batches.findOne({ _id: batchId });
    return doc !== null && doc.tenantId === tenantId ? (JSON.parse(doc.json) as AcceptedBatch) : null;
  }

  purgeBefore(before: Date): Promise<number> {
    return this.deleteBoth({ acceptedAt: { $lt: before } });
  }

  purgeTenantBefore(tenantId: string, before: Date): Promise<number> {
    return this.deleteBoth({ tenantId, acceptedAt: { $lt: before } });
  }

  private async deleteBoth(filter: Filter<AcceptedDoc>): Promise<number> {
    const [jobs, batches] = await Promise.all([this.jobs.deleteMany(filter), this.batches.deleteMany(filter)]);
    return jobs.deletedCount + batches.deletedCount;
  }
}
