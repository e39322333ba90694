import type { Collection, Db } from 'mongodb';
import { BatchedInserts } from '../../../common/storage';
import type { JobView } from '../../../domain/jobs';
import type { AcceptedBatch, AcceptedStore } from './accepted-store';

/** The accepted view as JSON text: a caller's metadata may have keys a document cannot hold. */
type AcceptedDoc = { _id: string; tenantId: string; acceptedAt: Date; json: string };

/**
 * Accepted jobs and batches on the document database. A job costs one small insert, coalesced with the
 * other requests' inserts of the moment into one insertMany; reads are by `_id`.
 */
export class MongoAcceptedStore implements AcceptedStore {
  private readonly jobs: Collection<AcceptedDoc>;
  private readonly batches: Collection<AcceptedDoc>;
  private readonly jobInserts: BatchedInserts<AcceptedDoc>;

  constructor(db: Db, baseName = 'accepted') {
    this.jobs = db.collection<AcceptedDoc>(`${baseName}_jobs`);
    this.batches = db.collection<AcceptedDoc>(`${baseName}_batches`);
    this.jobInserts = new BatchedInserts(this.jobs);
  }

  async ensureIndexes(): Promise<void> {
    await this.jobs.createIndex({ acceptedAt: 1 });
    await this.batches.createIndex({ acceptedAt: 1 });
  }

  async addJobs(views: readonly JobView[], at: Date): Promise<void> {
    // A duplicate is the same job accepted again (a retried write): what is there stays.
    await Promise.all(views.map((view) => this.jobInserts.insert({ _id: view.jobId, tenantId: view.tenantId, acceptedAt: at, json: JSON.stringify(view) })));
  }

  async addBatch(batch: AcceptedBatch, at: Date): Promise<void> {
    const json = JSON.stringify(batch);
    await this.batches.updateOne({ _id: batch.record.batchId }, { $setOnInsert: { tenantId: batch.record.tenantId, acceptedAt: at, json } }, { upsert: true });
  }

  async job(tenantId: string, jobId: string): Promise<JobView | null> {
    const doc = await this.jobs.findOne({ _id: jobId });
    return doc !== null && doc.tenantId === tenantId ? (JSON.parse(doc.json) as JobView) : null;
  }

  async batch(tenantId: string, batchId: string): Promise<AcceptedBatch | null> {
    const doc = await this.batches.findOne({ _id: batchId });
    return doc !== null && doc.tenantId === tenantId ? (JSON.parse(doc.json) as AcceptedBatch) : null;
  }

  async purgeBefore(before: Date): Promise<number> {
    const [jobs, batches] = await Promise.all([this.jobs.deleteMany({ acceptedAt: { $lt: before } }), this.batches.deleteMany({ acceptedAt: { $lt: before } })]);
    return jobs.deletedCount + batches.deletedCount;
  }
}
