import type { AnyBulkWriteOperation, Collection, Db } from 'mongodb';
import { MongoStore, duplicateWritesIn, inOneBatch } from '../../common/storage';
import type { KnownReceipt, ListedReceipt } from '../../domain/duplicates';
import type { FingerprintEntry } from './fingerprint-entry';
import { fingerprintsQueries, KEYED_RECEIPTS_PART, MAX_RECEIPTS_PER_KEY } from './fingerprints-queries';
import type { FingerprintsStore } from './fingerprints-store';

type Doc = FingerprintEntry & { _id: string };
/** One lookup key of one tenant and the receipts stored under it: a lookup reads one document per key it asks for. */
type KeyDoc = { _id: string; tenantId: string; receipts: ListedReceipt[] };

const keyId = (tenantId: string, key: string): string => `${tenantId}|${key}`;
/**
 * A receipt as its keys' documents hold it. Its fingerprint is not copied under each key: a receipt has
 * about a dozen keys, and a lookup that read the fingerprint under every key it shares read each candidate
 * a dozen times over (in bench:pipeline, where every key is full, 240 fingerprints a lookup to compare 20).
 */
const memberOf = (entry: FingerprintEntry): ListedReceipt => ({ jobId: entry.jobId, completedAt: entry.completedAt });
const LOAD_CHUNK = 5_000;
const LAST_KEPT = `receipts.${MAX_RECEIPTS_PER_KEY - 1}`;
/** A key's document that would keep `member`: not full yet, or its last receipt sorts after it. */
const keptBefore = (member: ListedReceipt) => ({
  $or: [
    { [LAST_KEPT]: { $exists: false } },
    { [`${LAST_KEPT}.completedAt`]: { $gt: member.completedAt } },
    { [`${LAST_KEPT}.completedAt`]: member.completedAt, [`${LAST_KEPT}.jobId`]: { $gt: member.jobId } },
  ],
});

/**
 * Whether `member` sorts before `last` in a key's document (by completion, then job id), the strings
 * compared by code unit as the database compares them in `keptBefore`'s filter.
 */
const sortsBefore = (member: ListedReceipt, last: ListedReceipt): boolean =>
  member.completedAt < last.completedAt || (member.completedAt === last.completedAt && member.jobId < last.jobId);

export class MongoFingerprintsStore extends MongoStore implements FingerprintsStore {
  // `<base>` holds one entry per receipt, `<base>_keys` the receipts under each lookup key of a tenant.
  private readonly entries: Collection<Doc> = this.collection();
  private readonly keyed: Collection<KeyDoc> = this.collection(KEYED_RECEIPTS_PART);

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
    // A key's document holds its earliest MAX_RECEIPTS_PER_KEY receipts, sorted by completion then job id,
    // so that live projecting and a rebuild, which meet the events in different orders, write the same
    // document. A receipt already there fails the filter, and its upsert meets the _id and is refused:
    // the same event twice changes nothing. So does a receipt that a full document would slice off again
    // at once: without it, a receipt claimed again and again rewrote each of its keys' full documents.
    const lastKept = await this.lastKeptUnder(entries);
    const operations: AnyBulkWriteOperation<KeyDoc>[] = entries.flatMap((entry) => {
      const member = memberOf(entry);
      return entry.keys
        .filter((key) => {
          const last = lastKept.get(keyId(entry.tenantId, key));
          return last === undefined || sortsBefore(member, last);
        })
        .map((key) => ({
          updateOne: {
            // In `$and`, so that the local MongoDB-wire server finds the document by `_id`: beside a top-level
            // `$or` it scans the whole collection (seconds a write at 100,000 receipts). Same meaning in MongoDB.
            filter: {
              $and: [
                { _id: keyId(entry.tenantId, key) },
                { 'receipts.jobId': { $ne: member.jobId } },
                keptBefore(member),
              ],
            },
            update: {
              $setOnInsert: { tenantId: entry.tenantId },
              $push: {
                receipts: { $each: [member], $sort: { completedAt: 1, jobId: 1 }, $slice: MAX_RECEIPTS_PER_KEY },
              },
            },
            upsert: true,
          },
        }));
    });
    if (operations.length === 0) return;
    try {
      await this.keyed.bulkWrite(operations, { ordered: false });
    } catch (error) {
      duplicateWritesIn(error);
    }
  }

  /**
   * The last receipt each of these entries' keys' full documents keeps. A receipt that sorts after it
   * would be refused by the upsert's filter anyway, so it is not sent: in a tenant where one receipt is
   * claimed again and again, nearly every key is full, and each refused upsert cost the database an
   * insert attempt and a duplicate-key error returned to this process. A document that fills up or
   * changes after this read is still guarded by the filter; one that a retention purge empties after it
   * misses the receipt exactly as a refused upsert just before the purge would.
   */
  private async lastKeptUnder(entries: readonly FingerprintEntry[]): Promise<Map<string, ListedReceipt>> {
    const ids = [...new Set(entries.flatMap((entry) => entry.keys.map((key) => keyId(entry.tenantId, key))))];
    const docs = await this.keyed
      .find(
        { _id: { $in: ids }, [LAST_KEPT]: { $exists: true } },
        { projection: { receipts: { $slice: [MAX_RECEIPTS_PER_KEY - 1, 1] } }, ...inOneBatch(ids.length) },
      )
      .toArray();
    return new Map(
      docs.flatMap((doc) => {
        const last = doc.receipts[0];
        return last === undefined ? [] : [[doc._id, last] as const];
      }),
    );
  }

  /**
   * Fills a tenant that holds nothing yet in one pass, each key's document written whole: per-key
   * upserts take minutes for a hundred thousand receipts (the benchmark's filler).
   */
  async load(entries: readonly FingerprintEntry[]): Promise<void> {
    await this.entries.insertMany(
      entries.map((entry) => ({ _id: entry.jobId, ...entry })),
      { ordered: false },
    );
    const byKey = new Map<string, KeyDoc>();
    for (const entry of entries)
      for (const key of entry.keys) {
        const id = keyId(entry.tenantId, key);
        const doc = byKey.get(id) ?? { _id: id, tenantId: entry.tenantId, receipts: [] };
        if (doc.receipts.length < MAX_RECEIPTS_PER_KEY) doc.receipts.push(memberOf(entry));
        byKey.set(id, doc);
      }
    const docs = [...byKey.values()];
    for (let i = 0; i < docs.length; i += LOAD_CHUNK)
      await this.keyed.insertMany(docs.slice(i, i + LOAD_CHUNK), { ordered: false });
  }

  /**
   * The keys' documents in one read by `_id`, however many receipts the tenant has: each one's first
   * MAX_RECEIPTS_PER_KEY receipts (job id and completion). The lookup then reads the candidates' entries
   * with `receipts`, each once.
   */
  async listedUnder(
    tenantId: string,
    keys: readonly string[],
    earliest = MAX_RECEIPTS_PER_KEY,
  ): Promise<Map<string, ListedReceipt[]>> {
    if (keys.length === 0) return new Map();
    const kept = Math.min(earliest, MAX_RECEIPTS_PER_KEY);
    const docs = await this.keyed
      .find(
        { _id: { $in: keys.map((key) => keyId(tenantId, key)) } },
        { projection: { receipts: { $slice: kept } }, ...inOneBatch(keys.length) },
      )
      .toArray();
    const prefix = keyId(tenantId, '');
    // A document written under a larger cap (before a rebuild) is read as the cap stands now: its earliest.
    return new Map(
      docs.map((doc) => [
        doc._id.slice(prefix.length),
        doc.receipts.slice(0, kept).map(({ jobId, completedAt }) => ({ jobId, completedAt })),
      ]),
    );
  }

  async receipts(jobIds: readonly string[]): Promise<KnownReceipt[]> {
    if (jobIds.length === 0) return [];
    // An entry purged since its keys were read is simply not a candidate any more.
    const entries = await this.entries
      .find(
        { _id: { $in: [...jobIds] } },
        { projection: { _id: 0, jobId: 1, completedAt: 1, fingerprint: 1 }, ...inOneBatch(jobIds.length) },
      )
      .toArray();
    const byJob = new Map(
      entries.map(({ jobId, completedAt, fingerprint }) => [jobId, { jobId, completedAt, fingerprint }]),
    );
    return jobIds.flatMap((jobId) => byJob.get(jobId) ?? []);
  }

  async get(jobId: string): Promise<FingerprintEntry | null> {
    const doc = await this.entries.findOne({ _id: jobId });
    if (doc === null) return null;
    const { _id, ...entry } = doc;
    return entry;
  }

  async purgeBefore(tenantId: string, before: Date): Promise<number> {
    const iso = before.toISOString();
    const removed = await this.entries.deleteMany({ tenantId, completedAt: { $lt: iso } });
    await this.keyed.updateMany({ tenantId }, { $pull: { receipts: { completedAt: { $lt: iso } } } });
    await this.keyed.deleteMany({ tenantId, receipts: { $size: 0 } });
    return removed.deletedCount;
  }
}
