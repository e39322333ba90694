import type { Collection, Db, Filter, UpdateFilter } from 'mongodb';
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
 * The key documents (by `_id`) that would take `member`: not holding it yet, with room for it. In `$and`,
 * so that the local MongoDB-wire server finds the documents by `_id`: beside a top-level `$or` it scans
 * the whole collection (seconds a write at 100,000 receipts). Same meaning in MongoDB.
 */
const keeping = (member: ListedReceipt, id: string | { $in: string[] }): Filter<KeyDoc> => ({
  $and: [{ _id: id }, { 'receipts.jobId': { $ne: member.jobId } }, keptBefore(member)],
});
const pushing = (member: ListedReceipt): UpdateFilter<KeyDoc> => ({
  $push: { receipts: { $each: [member], $sort: { completedAt: 1, jobId: 1 }, $slice: MAX_RECEIPTS_PER_KEY } },
});

/**
 * Whether `member` sorts before `last` in a key's document (by completion, then job id), the strings
 * compared by code unit as the database compares them in `keptBefore`'s filter.
 */
const sortsBefore = (member: ListedReceipt, last: ListedReceipt): boolean =>
  member.completedAt < last.completedAt || (member.completedAt === last.completedAt && member.jobId < last.jobId);
const byCompletion = (a: ListedReceipt, b: ListedReceipt): number =>
  sortsBefore(a, b) ? -1 : sortsBefore(b, a) ? 1 : 0;

/**
 * The documents of these receipts' keys (those `wanted`), written whole: each holds its key's earliest
 * receipts among them, as the updates keep them. The entries are distinct receipts.
 */
const wholeKeyDocuments = (entries: readonly FingerprintEntry[], wanted: (id: string) => boolean): KeyDoc[] => {
  const byKey = new Map<string, KeyDoc>();
  for (const entry of entries)
    for (const key of entry.keys) {
      const id = keyId(entry.tenantId, key);
      if (!wanted(id)) continue;
      const doc = byKey.get(id) ?? { _id: id, tenantId: entry.tenantId, receipts: [] };
      doc.receipts.push(memberOf(entry));
      byKey.set(id, doc);
    }
  return [...byKey.values()].map((doc) => ({
    ...doc,
    receipts: doc.receipts.sort(byCompletion).slice(0, MAX_RECEIPTS_PER_KEY),
  }));
};

export class MongoFingerprintsStore extends MongoStore implements FingerprintsStore {
  // `<base>` holds one entry per receipt, `<base>_keys` the receipts under each lookup key of a tenant.
  private readonly entries: Collection<Doc> = this.collection();
  private readonly keyed: Collection<KeyDoc> = this.collection(KEYED_RECEIPTS_PART);

  constructor(db: Db, baseName = 'fingerprints') {
    super(db, baseName, fingerprintsQueries);
  }

  async save(batch: readonly FingerprintEntry[]): Promise<void> {
    if (batch.length === 0) return;
    // Each receipt once, however often the batch holds its event: a second push of it would match nothing
    // and cost the batch its fallback below.
    const entries = [...new Map(batch.map((entry) => [entry.jobId, entry])).values()];
    await this.insertEntries(entries);
    // A key's document holds its earliest MAX_RECEIPTS_PER_KEY receipts, sorted by completion then job id,
    // so that live projecting and a rebuild, which meet the events in different orders, write the same
    // document. A key no document holds yet is written whole, with this batch's receipts under it; a
    // receipt goes into its keys' existing documents in one statement (the database pays a commit per
    // statement, and a receipt has about a dozen keys). A receipt already there fails the filter: the same
    // event twice changes nothing. So does a receipt that a full document would slice off again at once:
    // without it, a receipt claimed again and again rewrote each of its keys' full documents.
    const held = await this.keyDocumentsUnder(entries);
    const takenBy = new Set(await this.insertFresh(wholeKeyDocuments(entries, (id) => !held.has(id))));
    const pushes = entries.flatMap((entry) => {
      const member = memberOf(entry);
      const ids = entry.keys
        .map((key) => keyId(entry.tenantId, key))
        .filter((id) => {
          const last = held.get(id);
          return takenBy.has(id) || last === null || (last !== undefined && sortsBefore(member, last));
        });
      return ids.length === 0 ? [] : [{ member, tenantId: entry.tenantId, ids }];
    });
    if (pushes.length === 0) return;
    const into = await this.keyed.bulkWrite(
      pushes.map(({ member, ids }) => ({
        updateMany: { filter: keeping(member, { $in: ids }), update: pushing(member) },
      })),
      { ordered: false },
    );
    // Fewer documents matched than were sent: a receipt already there (the same batch again), or a document
    // that changed or went (a retention purge) since it was read. Each key is then written on its own, as
    // an upsert that creates a document gone missing; the guards leave every other one as it is.
    if (into.matchedCount === pushes.reduce((sum, push) => sum + push.ids.length, 0)) return;
    try {
      await this.keyed.bulkWrite(
        pushes.flatMap(({ member, tenantId, ids }) =>
          ids.map((id) => ({
            updateOne: {
              filter: keeping(member, id),
              update: { ...pushing(member), $setOnInsert: { tenantId } },
              upsert: true,
            },
          })),
        ),
        { ordered: false },
      );
    } catch (error) {
      duplicateWritesIn(error);
    }
  }

  /**
   * Inserts the receipts' entries: a receipt completes once, so its entry is new but in a batch delivered
   * again (an insert costs the database a fraction of an upsert's statement). One met on its `_id` is
   * replaced whole from its event, so the same event twice still gives the same document.
   */
  private async insertEntries(entries: readonly FingerprintEntry[]): Promise<void> {
    let refused: number[] = [];
    try {
      await this.entries.insertMany(
        entries.map((entry) => ({ _id: entry.jobId, ...entry })),
        { ordered: false },
      );
    } catch (error) {
      refused = duplicateWritesIn(error);
    }
    const again = refused.flatMap((index) => entries[index] ?? []);
    if (again.length === 0) return;
    await this.entries.bulkWrite(
      again.map((entry) => ({
        replaceOne: { filter: { _id: entry.jobId }, replacement: { ...entry }, upsert: true },
      })),
      { ordered: false },
    );
  }

  /**
   * The documents of these entries' keys that exist: each one's last kept receipt when it is full, null
   * when it is not. A receipt that sorts after a full document's last would be refused by the update's
   * filter anyway, so it is not sent: in a tenant where one receipt is claimed again and again, nearly
   * every key is full. A document that fills up or changes after this read is still guarded by the
   * filter; one that a retention purge removes after it is written again by `save`'s fallback.
   */
  private async keyDocumentsUnder(entries: readonly FingerprintEntry[]): Promise<Map<string, ListedReceipt | null>> {
    const ids = [...new Set(entries.flatMap((entry) => entry.keys.map((key) => keyId(entry.tenantId, key))))];
    const docs = await this.keyed
      .find(
        { _id: { $in: ids } },
        { projection: { receipts: { $slice: [MAX_RECEIPTS_PER_KEY - 1, 1] } }, ...inOneBatch(ids.length) },
      )
      .toArray();
    return new Map(docs.map((doc) => [doc._id, doc.receipts[0] ?? null]));
  }

  /**
   * Writes the documents of keys no document held when read; returns the ids of those another writer
   * (a projector on another partition) created in the meantime, whose receipts then go in as into any
   * existing document.
   */
  private async insertFresh(docs: readonly KeyDoc[]): Promise<string[]> {
    if (docs.length === 0) return [];
    try {
      await this.keyed.insertMany(docs, { ordered: false });
      return [];
    } catch (error) {
      return duplicateWritesIn(error).flatMap((index) => docs[index]?._id ?? []);
    }
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
    const docs = wholeKeyDocuments(entries, () => true);
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
    // The writer keeps a document at MAX_RECEIPTS_PER_KEY receipts (one written under a larger cap is cut
    // below), so a read of them all needs no projection, and the local server spends less on a find without
    // one: about half for full documents, 13–24 % for two receipts (docs/scaling-log.md). A read of fewer keeps it:
    // the bytes saved are decoded on the extractor's thread.
    const projection = kept < MAX_RECEIPTS_PER_KEY ? { projection: { receipts: { $slice: kept } } } : {};
    const docs = await this.keyed
      .find({ _id: { $in: keys.map((key) => keyId(tenantId, key)) } }, { ...projection, ...inOneBatch(keys.length) })
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
