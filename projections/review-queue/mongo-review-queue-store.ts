import type { Collection, Db, Filter } from 'mongodb';
import { MongoStore, inOneBatch, saveVersions } from '../../common/storage';
import { reviewQueueQueries } from './review-queue-queries';
import type { JobRequested } from '../../domain/jobs';
import type { BatchEntry, QueueEntry } from '../../domain/review-queue';
import type {
  BatchQuery,
  DecisionRow,
  JobQuery,
  OutcomeFacts,
  ReviewQueueStore,
  TenantScope,
} from './review-queue-store';

type JobDoc = QueueEntry & { _id: string };
type BatchDoc = BatchEntry & { _id: string };

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tenantFilter = (tenants: TenantScope) => (tenants === 'all' ? {} : { tenantId: { $in: [...tenants] } });
/** A prefix regex anchored at the start can use the words' index. */
const wordPrefix = (text: string) => ({ $regex: `^${escapeRegex(text.trim().toLowerCase())}` });
const range = (from: string | null, to: string | null) =>
  from === null && to === null
    ? undefined
    : { ...(from === null ? {} : { $gte: from }), ...(to === null ? {} : { $lt: to }) };
/**
 * The page after a cursor, newest first: older by the sort key, or as old with a smaller `_id` (the
 * sort's tie-break), so a page never repeats or skips an entry that shares its time with the cursor.
 */
const olderThan = <T>(filter: Filter<T>, key: string, after: Readonly<{ at: string; id: string }> | null): Filter<T> =>
  after === null
    ? filter
    : ({
        $and: [filter, { $or: [{ [key]: { $lt: after.at } }, { [key]: after.at, _id: { $lt: after.id } }] }],
      } as Filter<T>);
/** A job's first version: its request's sequence. */
const REQUESTED: JobRequested['data']['sequence'] = 1;
const strip = <T extends { _id: string }>({ _id, ...rest }: T): Omit<T, '_id'> => rest;

/**
 * The review console's read model in two collections. Every query the console makes is declared here
 * with the index it reads: the tenant first, then the filter, then the sort key (newest first).
 */
export class MongoReviewQueueStore extends MongoStore implements ReviewQueueStore {
  private readonly jobs: Collection<JobDoc> = this.collection('jobs');
  private readonly batches: Collection<BatchDoc> = this.collection('batches');

  constructor(db: Db, baseName = 'review_queue') {
    super(db, baseName, reviewQueueQueries);
  }

  getJob(jobId: string): Promise<QueueEntry | null> {
    return this.read(this.jobs, jobId);
  }

  async getJobs(jobIds: readonly string[]): Promise<ReadonlyMap<string, QueueEntry>> {
    if (jobIds.length === 0) return new Map();
    const docs = await this.jobs.find({ _id: { $in: [...jobIds] } }, inOneBatch(jobIds.length)).toArray();
    return new Map(docs.map((doc) => [doc._id, strip(doc)]));
  }

  saveJobs(entries: readonly QueueEntry[]): Promise<ReadonlySet<string>> {
    // An entry the store holds as new or newer stays: nothing to do.
    return saveVersions(
      this.jobs,
      entries.map((entry): JobDoc => ({ _id: entry.jobId, ...entry })),
      'version',
      REQUESTED,
    );
  }

  getBatch(batchId: string): Promise<BatchEntry | null> {
    return this.read(this.batches, batchId);
  }

  saveBatch(entry: BatchEntry, expectedUpdatedAt: string | null): Promise<'saved' | 'conflict'> {
    return this.compareAndSet(this.batches, { _id: entry.batchId, ...entry }, 'updatedAt', expectedUpdatedAt);
  }

  private async read<D extends { _id: string }>(collection: Collection<D>, id: string): Promise<Omit<D, '_id'> | null> {
    const doc = (await collection.findOne({ _id: id } as Filter<D>)) as D | null;
    return doc === null ? null : strip(doc);
  }

  /** Inserts a first version; replaces one only while `field` still holds what the caller read. */
  private async compareAndSet<D extends { _id: string }>(
    collection: Collection<D>,
    doc: D,
    field: keyof D & string,
    expected: unknown,
  ): Promise<'saved' | 'conflict'> {
    if (expected === null) return this.insert(collection, doc);
    const outcome = await collection.replaceOne({ _id: doc._id, [field]: expected } as Filter<D>, doc);
    return outcome.matchedCount === 1 ? 'saved' : 'conflict';
  }

  private async insert<D extends { _id: string }>(collection: Collection<D>, doc: D): Promise<'saved' | 'conflict'> {
    try {
      await collection.insertOne(doc as Parameters<Collection<D>['insertOne']>[0]);
      return 'saved';
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return 'conflict';
      throw error;
    }
  }

  async listJobs(query: JobQuery): Promise<QueueEntry[]> {
    const queued = range(query.from, query.to);
    const filter: Filter<JobDoc> = {
      ...tenantFilter(query.tenants),
      ...(query.status === null ? {} : { status: query.status }),
      ...(query.outcome === null ? {} : { outcome: query.outcome }),
      ...(query.programKey === null ? {} : { programKey: query.programKey }),
      ...(query.type === null ? {} : { type: query.type }),
      ...(query.vendor === null ? {} : { vendorWords: wordPrefix(query.vendor) }),
      ...(query.student === null ? {} : { studentWords: wordPrefix(query.student) }),
      ...(query.reviewed === null ? {} : { decision: query.reviewed ? { $ne: null } : null }),
      ...(queued === undefined ? {} : { queuedAt: queued }),
    };
    const after = query.after && { at: query.after.queuedAt, id: query.after.jobId };
    const docs = await this.jobs
      .find(olderThan(filter, 'queuedAt', after))
      .sort({ queuedAt: -1, _id: -1 })
      .limit(query.limit)
      .toArray();
    return docs.map(strip);
  }

  async listBatches(query: BatchQuery): Promise<BatchEntry[]> {
    const created = range(query.from, query.to);
    const filter: Filter<BatchDoc> = {
      ...tenantFilter(query.tenants),
      ...(query.status === null ? {} : { status: query.status }),
      ...(created === undefined ? {} : { createdAt: created }),
    };
    const after = query.after && { at: query.after.createdAt, id: query.after.batchId };
    const docs = await this.batches
      .find(olderThan(filter, 'createdAt', after))
      .sort({ createdAt: -1, _id: -1 })
      .limit(query.limit)
      .toArray();
    return docs.map(strip);
  }

  async outcomes(tenants: TenantScope, from: string, to: string, max: number): Promise<OutcomeFacts[]> {
    return this.jobs
      .find(
        { ...tenantFilter(tenants), completedAt: { $gte: from, $lt: to } },
        { projection: { _id: 0, completedAt: 1, outcome: 1, flags: 1 } },
      )
      .limit(max)
      .toArray();
  }

  async purgeFinished(tenantId: string, before: Date): Promise<number> {
    const cutoff = before.toISOString();
    const removed = await this.jobs.deleteMany({
      tenantId,
      status: { $in: ['completed', 'failed'] },
      completedAt: { $lt: cutoff },
    });
    await this.batches.deleteMany({ tenantId, completedAt: { $ne: null, $lt: cutoff } });
    return removed.deletedCount;
  }

  async decisions(tenants: TenantScope, from: string, to: string, max: number): Promise<DecisionRow[]> {
    const docs = await this.jobs
      .find({ ...tenantFilter(tenants), reviewedAt: { $gte: from, $lt: to } })
      .sort({ reviewedAt: 1 })
      .limit(max)
      .toArray();
    return docs.map(strip) as DecisionRow[];
  }
}
