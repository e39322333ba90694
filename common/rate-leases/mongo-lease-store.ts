import type { Collection, Db } from 'mongodb';
import { createDeclaredIndexes, isDuplicateKeyError } from '../storage';
import { leaseQueries } from './lease-queries';
import type { LeaseStore } from './lease-store';

type Doc = { _id: string; tenantId: string; windowStart: number };

export class MongoLeaseStore implements LeaseStore {
  private readonly collection: Collection<Doc>;

  constructor(private readonly db: Db) {
    this.collection = db.collection<Doc>('rate_leases');
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, leaseQueries().indexes);
  }

  async claim(tenantId: string, windowStart: number, slot: number): Promise<boolean> {
    try {
      await this.collection.insertOne({ _id: `${tenantId}:${windowStart}:${slot}`, tenantId, windowStart });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Windows that are over are useless; a periodic purge keeps the collection small (no TTL index is relied on). */
  async purgeBefore(windowStart: number): Promise<number> {
    return (await this.collection.deleteMany({ windowStart: { $lt: windowStart } })).deletedCount;
  }
}
