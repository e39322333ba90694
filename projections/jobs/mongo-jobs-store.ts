import type { Collection, Db } from 'mongodb';
import { metadataJsonOf, metadataOf } from '../../contracts/caller-metadata';
import type { JobRequested, JobView } from '../../domain/jobs';
import { MongoStore, duplicateWritesIn, inOneBatch, isDuplicateKeyError, saveVersions } from '../../common/storage';
import type { JobsStore, QueueStats, SaveOutcome } from './jobs-store';
import { FINISHED_STATUSES, OPEN_STATUSES, jobsQueries } from './jobs-queries';

/**
 * A job's view as stored: its own fields, except the caller's metadata, kept as JSON text because its
 * keys are the client's (dots, a leading `$`) and update operators refuse some of those as field names.
 */
type JobDoc = Omit<JobView, 'metadata'> & { _id: string; metadataJson: string | null };

const toDoc = (view: JobView): JobDoc => {
  const { metadata, ...rest } = view;
  return { _id: view.jobId, ...rest, metadataJson: metadataJsonOf(metadata) };
};

const fromDoc = ({ _id, metadataJson, ...rest }: JobDoc): JobView => ({
  ...rest,
  metadata: metadataOf(metadataJson),
});

const fieldsOf = (view: JobView): Omit<JobDoc, '_id'> => {
  const { _id, ...fields } = toDoc(view);
  return fields;
};

/** A job's first version: its request's sequence. */
const REQUESTED: JobRequested['data']['sequence'] = 1;

/** The jobs read model: one document per job in one collection, every query on an index (jobs-queries.ts). */
export class MongoJobsStore extends MongoStore implements JobsStore {
  private readonly jobs: Collection<JobDoc> = this.collection();

  constructor(db: Db, baseName = 'jobs') {
    super(db, baseName, jobsQueries);
  }

  countOpen(tenantId: string): Promise<number> {
    return this.jobs.countDocuments({ tenantId, status: { $in: [...OPEN_STATUSES] } });
  }

  async queueStats(finishedSince: Date): Promise<QueueStats> {
    const [open, [finished]] = await Promise.all([
      this.jobs.countDocuments({ status: { $in: [...OPEN_STATUSES] } }),
      this.jobs
        .aggregate<{ count: number; avgDurationMs: number | null }>([
          { $match: { completedAt: { $gte: finishedSince.toISOString() } } },
          { $group: { _id: null, count: { $sum: 1 }, avgDurationMs: { $avg: '$durationMs' } } },
        ])
        .toArray(),
    ]);
    return { open, finishedSince: finished?.count ?? 0, avgDurationMs: finished?.avgDurationMs ?? null };
  }

  async get(jobId: string): Promise<JobView | null> {
    const doc = await this.jobs.findOne({ _id: jobId });
    return doc === null ? null : fromDoc(doc);
  }

  async getForTenant(tenantId: string, jobId: string): Promise<JobView | null> {
    const view = await this.get(jobId);
    return view !== null && view.tenantId === tenantId ? view : null;
  }

  async save(view: JobView, expectedVersion: number | null): Promise<SaveOutcome> {
    if (expectedVersion === null) {
      try {
        await this.jobs.insertOne(toDoc(view));
        return 'saved';
      } catch (error) {
        if (isDuplicateKeyError(error)) return 'conflict';
        throw error;
      }
    }
    const outcome = await this.jobs.updateOne({ _id: view.jobId, version: expectedVersion }, { $set: fieldsOf(view) });
    return outcome.matchedCount === 1 ? 'saved' : 'conflict';
  }

  async getMany(jobIds: readonly string[]): Promise<Map<string, JobView>> {
    if (jobIds.length === 0) return new Map();
    const docs = await this.jobs.find({ _id: { $in: [...jobIds] } }, inOneBatch(jobIds.length)).toArray();
    return new Map(docs.map((doc) => [doc._id, fromDoc(doc)]));
  }

  /** Each view written unless the store holds it as new or newer (saveVersions); returns the ids of those it kept. */
  saveMany(views: readonly JobView[]): Promise<ReadonlySet<string>> {
    return saveVersions(this.jobs, views.map(toDoc), 'version', REQUESTED);
  }

  async saveNew(views: readonly JobView[]): Promise<void> {
    if (views.length === 0) return;
    try {
      await this.jobs.insertMany(views.map(toDoc), { ordered: false });
    } catch (error) {
      duplicateWritesIn(error);
    }
  }

  /** Retention: removes the tenant's jobs that finished before `before`; open ones are never touched. */
  async purgeFinished(tenantId: string, before: Date): Promise<number> {
    const removed = await this.jobs.deleteMany({
      tenantId,
      status: { $in: [...FINISHED_STATUSES] },
      completedAt: { $lt: before.toISOString() },
    });
    return removed.deletedCount;
  }
}
