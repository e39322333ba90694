import { isDeepStrictEqual } from 'node:util';
import type { AnyBulkWriteOperation, Collection, Db } from 'mongodb';
import { isFinal, type JobView } from '../../domain/jobs';
import { BatchedInserts, createDeclaredIndexes } from '../../common/storage';
import type { JobsStore, QueueStats, SaveOutcome } from './jobs-store';
import { jobsQueries } from './jobs-queries';
import { shardOf } from './shard-of';

/**
 * Free-form parts (the caller's metadata, the result) are stored as JSON strings: FerretDB refuses keys
 * with dots or a leading `$`, and a client's metadata may have either.
 */
type JobDoc = Omit<JobView, 'result' | 'metadata'> & {
  _id: string;
  resultJson: string | null;
  metadataJson: string | null;
};
/** An open job's document; `finalized` marks one whose final view is in the finished collection. */
type OpenDoc = JobDoc & { finalized?: boolean };

const toDoc = (view: JobView): JobDoc => {
  const { result, metadata, ...rest } = view;
  return {
    _id: view.jobId,
    ...rest,
    resultJson: result === null ? null : JSON.stringify(result),
    metadataJson: metadata === null ? null : JSON.stringify(metadata),
  };
};

const fromDoc = (doc: OpenDoc | null): JobView | null => {
  if (doc === null) return null;
  const { _id, resultJson, metadataJson, finalized, ...rest } = doc;
  return {
    ...rest,
    result: resultJson === null ? null : (JSON.parse(resultJson) as unknown),
    metadata: metadataJson === null ? null : (JSON.parse(metadataJson) as JobView['metadata']),
  };
};

const OPEN = { finalized: { $ne: true } };

const withoutId = ({ _id, ...fields }: JobDoc): Omit<JobDoc, '_id'> => fields;

type WriteErrorLike = Readonly<{ index: number; code: number }>;

/** One unordered bulk write; a write refused on its `_id` means the stored view is newer: it is kept. */
const bulkGuarded = async <T extends JobDoc>(
  collection: Collection<T>,
  views: readonly JobView[],
  operations: readonly object[],
  kept: Set<string>,
): Promise<void> => {
  if (operations.length === 0) return;
  try {
    await collection.bulkWrite(operations as AnyBulkWriteOperation<T>[], { ordered: false });
  } catch (error) {
    // The driver gives one write error as an object, several as an array.
    const found = (error as { writeErrors?: WriteErrorLike | WriteErrorLike[] }).writeErrors;
    const writeErrors = found === undefined ? [] : Array.isArray(found) ? found : [found];
    if (writeErrors.length === 0 || writeErrors.some((entry) => entry.code !== 11000)) throw error;
    for (const entry of writeErrors) kept.add(views[entry.index]!.jobId);
  }
};
export const DEFAULT_OPEN_SHARDS = 8;

/**
 * The jobs read model, shaped around what FerretDB on SQLite does quickly: inserts and reads by `_id`.
 * Anything else (an update, a count, a miss) reads the whole collection. So finished jobs, which only
 * grow, live in the base collection and are only inserted and read; jobs still moving live in small
 * `<base>_open_<n>` collections (sharded by job id) where updates stay cheap. A job that finishes is
 * inserted into the base collection first, then marked `finalized` in its open shard; `compact` drops
 * those marks a few minutes later (they are also what the recent-throughput figure counts).
 */
export class MongoJobsStore implements JobsStore {
  private readonly finished: Collection<JobDoc>;
  private readonly open: ReadonlyArray<Collection<OpenDoc>>;
  private readonly finishedInserts: BatchedInserts<JobDoc>;
  private readonly openInserts: ReadonlyArray<BatchedInserts<OpenDoc>>;

  constructor(
    private readonly db: Db,
    readonly baseName = 'jobs',
    shards = DEFAULT_OPEN_SHARDS,
  ) {
    this.finished = db.collection<JobDoc>(baseName);
    this.open = Array.from({ length: shards }, (_, index) => db.collection<OpenDoc>(`${baseName}_open_${index}`));
    this.finishedInserts = new BatchedInserts(this.finished);
    this.openInserts = this.open.map((collection) => new BatchedInserts(collection));
  }

  /** The collections this store owns, for tools that copy, compare or drop them. */
  collectionNames(): string[] {
    return [this.finished.collectionName, ...this.open.map((collection) => collection.collectionName)];
  }

  private shard(jobId: string): number {
    return shardOf(jobId, this.open.length);
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, jobsQueries(this.baseName, this.open.length).indexes);
  }

  async countOpen(tenantId: string): Promise<number> {
    const counts = await Promise.all(this.open.map((collection) => collection.countDocuments({ tenantId, ...OPEN })));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  async queueStats(finishedSince: Date): Promise<QueueStats> {
    const since = finishedSince.toISOString();
    const [open, finished] = await Promise.all([
      Promise.all(this.open.map((collection) => collection.countDocuments(OPEN))),
      Promise.all(
        this.open.map((collection) =>
          collection
            .find({ finalized: true, completedAt: { $gte: since } }, { projection: { durationMs: 1 } })
            .toArray(),
        ),
      ),
    ]);
    const durations = finished
      .flat()
      .map((doc) => doc.durationMs)
      .filter((ms): ms is number => typeof ms === 'number');
    return {
      open: open.reduce((sum, count) => sum + count, 0),
      finishedSince: finished.flat().length,
      avgDurationMs: durations.length === 0 ? null : durations.reduce((a, b) => a + b, 0) / durations.length,
    };
  }

  /** The open shard first: a miss there reads a small collection, a miss in the finished one reads them all. */
  async get(jobId: string): Promise<JobView | null> {
    const open = await this.open[this.shard(jobId)]!.findOne({ _id: jobId });
    if (open !== null && open.finalized !== true) return fromDoc(open);
    return fromDoc(await this.finished.findOne({ _id: jobId })) ?? fromDoc(open);
  }

  async getForTenant(tenantId: string, jobId: string): Promise<JobView | null> {
    const view = await this.get(jobId);
    return view !== null && view.tenantId === tenantId ? view : null;
  }

  async save(view: JobView, expectedVersion: number | null): Promise<SaveOutcome> {
    return isFinal(view.status) ? this.saveFinished(view, expectedVersion) : this.saveOpen(view, expectedVersion);
  }

  private async saveOpen(view: JobView, expectedVersion: number | null): Promise<SaveOutcome> {
    const shard = this.shard(view.jobId);
    if (expectedVersion === null)
      return (await this.openInserts[shard]!.insert(toDoc(view))) === 'inserted' ? 'saved' : 'conflict';
    const { _id, ...fields } = toDoc(view);
    const outcome = await this.open[shard]!.updateOne({ _id, version: expectedVersion, ...OPEN }, { $set: fields });
    return outcome.matchedCount === 1 ? 'saved' : 'conflict';
  }

  private async saveFinished(view: JobView, expectedVersion: number | null): Promise<SaveOutcome> {
    const doc = toDoc(view);
    if ((await this.finishedInserts.insert(doc)) === 'duplicate') {
      const existing = await this.finished.findOne({ _id: view.jobId });
      // The same view again (a redelivery after a crash between the two writes): finish the second write.
      if (expectedVersion === null || !isDeepStrictEqual(fromDoc(existing), view)) {
        if (existing === null || existing.version !== expectedVersion) return 'conflict';
        const { _id, ...fields } = doc;
        const outcome = await this.finished.updateOne({ _id, version: expectedVersion }, { $set: fields });
        if (outcome.matchedCount !== 1) return 'conflict';
      }
    }
    await this.open[this.shard(view.jobId)]!.updateOne(
      { _id: view.jobId },
      { $set: { finalized: true, completedAt: view.completedAt, durationMs: view.durationMs, status: view.status } },
    );
    return 'saved';
  }

  async getMany(jobIds: readonly string[]): Promise<Map<string, JobView>> {
    const found = new Map<string, JobView>();
    if (jobIds.length === 0) return found;
    const [finished, open] = await Promise.all([
      this.finished.find({ _id: { $in: [...jobIds] } }).toArray(),
      Promise.all(this.open.map((collection) => collection.find({ _id: { $in: [...jobIds] } }).toArray())),
    ]);
    for (const doc of open.flat()) if (doc.finalized !== true) found.set(doc._id, fromDoc(doc)!);
    for (const doc of finished) found.set(doc._id, fromDoc(doc)!);
    return found;
  }

  /**
   * Version-guarded upserts: the filter matches only a stored view older than the one written, and an
   * upsert that meets a newer one fails on its `_id` (kept, not an error). Final views go to the finished
   * collection first, then their open documents are marked, so a crash between the two is finished by
   * the same write again.
   */
  async saveMany(views: readonly JobView[]): Promise<ReadonlySet<string>> {
    const kept = new Set<string>();
    const guarded = (view: JobView, extra: object = {}) => ({
      updateOne: {
        filter: { _id: view.jobId, version: { $lt: view.version }, ...extra },
        update: { $set: withoutId(toDoc(view)) },
        upsert: true,
      },
    });
    const final = views.filter((view) => isFinal(view.status));
    const open = views.filter((view) => !isFinal(view.status));
    await Promise.all([
      bulkGuarded(
        this.finished,
        final,
        final.map((view) => guarded(view)),
        kept,
      ),
      ...this.open.map((collection, shard) => {
        const mine = open.filter((view) => this.shard(view.jobId) === shard);
        return bulkGuarded(
          collection,
          mine,
          mine.map((view) => guarded(view, OPEN)),
          kept,
        );
      }),
    ]);
    await Promise.all(
      this.open.map((collection, shard) => {
        const marks = final.filter((view) => this.shard(view.jobId) === shard);
        if (marks.length === 0) return Promise.resolve();
        return collection.bulkWrite(
          marks.map((view) => ({
            updateOne: {
              filter: { _id: view.jobId },
              update: {
                $set: {
                  finalized: true,
                  tenantId: view.tenantId,
                  completedAt: view.completedAt,
                  durationMs: view.durationMs,
                  status: view.status,
                },
              },
              upsert: true,
            },
          })),
          { ordered: false },
        );
      }),
    );
    return kept;
  }

  async saveNew(views: readonly JobView[]): Promise<void> {
    await Promise.all(
      views.map((view) =>
        (isFinal(view.status) ? this.finishedInserts : this.openInserts[this.shard(view.jobId)]!).insert(toDoc(view)),
      ),
    );
  }

  /** Drops the marks of jobs that finished before `before`; their views live on in the finished collection. */
  async compact(before: Date): Promise<number> {
    const results = await Promise.all(
      this.open.map((collection) =>
        collection.deleteMany({ finalized: true, completedAt: { $lt: before.toISOString() } }),
      ),
    );
    return results.reduce((sum, result) => sum + result.deletedCount, 0);
  }

  /**
   * Retention: removes the tenant's jobs that finished (completed or failed) before `before`, with their
   * marks in the open shards. Jobs still queued or processing are never touched. Returns the jobs removed.
   */
  async purgeFinished(tenantId: string, before: Date): Promise<number> {
    const filter = {
      tenantId,
      status: { $in: ['completed', 'failed'] as JobView['status'][] },
      completedAt: { $lt: before.toISOString() },
    };
    const removed = await this.finished.deleteMany(filter);
    await Promise.all(this.open.map((collection) => collection.deleteMany({ ...filter, finalized: true })));
    return removed.deletedCount;
  }
}
