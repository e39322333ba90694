import type { Collection, Db } from 'mongodb';
import { createDeclaredIndexes, isDuplicateKeyError } from '../storage';
import { idempotencyQueries } from './idempotency-queries';
import { RELEASED, type IdempotencyRecord, type IdempotencyStore, type StoredResponse } from './idempotency-store';

type Doc = IdempotencyRecord & { _id: string };

const idOf = (scope: string, key: string) => `${scope}\u0000${key}`;

export class MongoIdempotencyStore implements IdempotencyStore {
  private readonly collection: Collection<Doc>;

  constructor(private readonly db: Db) {
    this.collection = db.collection<Doc>('idempotency_keys');
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, idempotencyQueries().indexes);
  }

  async claim(record: IdempotencyRecord): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRecord }> {
    try {
      await this.collection.insertOne({ _id: idOf(record.scope, record.key), ...record });
      return { claimed: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await this.collection.findOne({ _id: idOf(record.scope, record.key) });
      if (existing === null) return this.claim(record); // purged meanwhile
      const { _id, ...rest } = existing;
      return { claimed: false, existing: rest };
    }
  }

  async complete(scope: string, key: string, response: StoredResponse): Promise<void> {
    await this.collection.updateOne({ _id: idOf(scope, key) }, { $set: { response } });
  }

  async release(scope: string, key: string): Promise<void> {
    await this.collection.updateOne({ _id: idOf(scope, key), response: null }, { $set: { lockedUntil: RELEASED } });
  }

  async takeOver(scope: string, key: string, fingerprint: string, at: Date, lockedUntil: Date): Promise<boolean> {
    // Two retries taking over at once may both succeed where the server does not make a filtered update
    // atomic; both then run the request with the same ids, which gives the same events (see idempotency.ts).
    const outcome = await this.collection.updateOne(
      { _id: idOf(scope, key), fingerprint, response: null, lockedUntil: { $lt: at.toISOString() } },
      { $set: { lockedUntil: lockedUntil.toISOString() } },
    );
    return outcome.modifiedCount === 1;
  }

  async replaceExpired(record: IdempotencyRecord, expiredBefore: string): Promise<boolean> {
    const outcome = await this.collection.replaceOne(
      { _id: idOf(record.scope, record.key), createdAt: { $lt: expiredBefore } },
      { ...record },
    );
    return outcome.modifiedCount === 1;
  }

  async purgeBefore(before: Date): Promise<number> {
    return (await this.collection.deleteMany({ createdAt: { $lt: before.toISOString() } })).deletedCount;
  }
}
