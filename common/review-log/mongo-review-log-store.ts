import type { Collection, Db } from 'mongodb';
import type { ReviewRecord } from '../../domain/reviews';
import { MongoStore, isDuplicateKeyError } from '../storage';
import { reviewLogQueries } from './review-log-queries';
import type { ReviewLogStore } from './review-log-store';

type RecordDoc = ReviewRecord & { _id: string; jobId: string; tenantId: string };

/** The review streams on the document database: one document per decision, `_id` `<jobId>:<number>`. */
export class MongoReviewLogStore extends MongoStore implements ReviewLogStore {
  private readonly records: Collection<RecordDoc> = this.collection();

  constructor(db: Db, collection = 'review_log') {
    super(db, collection, reviewLogQueries);
  }

  async latest(jobId: string): Promise<ReviewRecord | null> {
    const doc = await this.records.findOne({ jobId }, { sort: { jobId: 1, number: -1 } });
    return doc === null ? null : { number: doc.number, decidedAt: doc.decidedAt, inLog: doc.inLog };
  }

  async begin(jobId: string, tenantId: string, record: ReviewRecord): Promise<'saved' | 'conflict'> {
    try {
      await this.records.insertOne({ _id: `${jobId}:${record.number}`, jobId, tenantId, ...record });
      return 'saved';
    } catch (error) {
      if (isDuplicateKeyError(error)) return 'conflict';
      throw error;
    }
  }

  async written(jobId: string, number: number): Promise<void> {
    await this.records.updateOne({ _id: `${jobId}:${number}` }, { $set: { inLog: true } });
  }

  async purgeTenantBefore(tenantId: string, before: Date): Promise<number> {
    return (await this.records.deleteMany({ tenantId, decidedAt: { $lt: before.toISOString() } })).deletedCount;
  }
}
