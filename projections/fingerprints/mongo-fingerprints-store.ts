import type { Collection, Db } from 'mongodb';
import { MongoStore } from '../../common/storage';
import type { KnownReceipt } from '../../domain/duplicates';
import type { FingerprintEntry } from './fingerprint-entry';
import { fingerprintsQueries } from './fingerprints-queries';
import type { FingerprintsStore } from './fingerprints-store';

type Doc = FingerprintEntry & { _id: string };

/** A lookup answers at most this many candidates: a key shared by more says little, and the answer stays fast. */
const MAX_CANDIDATES = 500;

export class MongoFingerprintsStore extends MongoStore implements FingerprintsStore {
  private readonly entries: Collection<Doc> = this.collection();

  constructor(db: Db, baseName = 'fingerprints') {
    super(db, baseName, fingerprintsQueries);
  }

  async save(entries: readonly FingerprintEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.entries.bulkWrite(
      entries.map((entry) => ({
        replaceOne: { filter: { _id: entry.jobId }, replacement: { ...entry }, upsert: true },
      })),
      { ordered: false },
    );
  }

  async candidates(tenantId: string, keys: readonly string[]): Promise<KnownReceipt[]> {
    if (keys.length === 0) return [];
    const docs = await this.entries
      .find(
        { tenantId, keys: { $in: [...keys] } },
        { projection: { _id: 0, jobId: 1, completedAt: 1, fingerprint: 1 }, limit: MAX_CANDIDATES },
      )
      .toArray();
    return docs.map((doc) => ({ jobId: doc.jobId, completedAt: doc.completedAt, fingerprint: doc.fingerprint }));
  }

  async get(jobId: string): Promise<FingerprintEntry | null> {
    const doc = await this.entries.findOne({ _id: jobId });
    if (doc === null) return null;
    const { _id, ...entry } = doc;
    return entry;
  }

  async purgeBefore(tenantId: string, before: Date): Promise<number> {
    const removed = await this.entries.deleteMany({ tenantId, completedAt: { $lt: before.toISOString() } });
    return removed.deletedCount;
  }
}
