import type { Collection, Db } from 'mongodb';
import type { JobView } from '../../domain/jobs';
import { isDuplicateKeyError } from '../../common/storage';
import type { JobsStore, QueueStats, SaveOutcome } from './jobs-store';

/**
 * Free-form parts (the caller's metadata, the result) are stored as JSON strings: FerretDB refuses keys
 * with dots or a leading `$`, and a client's metadata may have either.
 */
type JobDoc = Omit<JobView, 'result' | 'metadata'> & { _id: string; resultJson: string | null; metadataJson: string | null };

const toDoc = (view: JobView): JobDoc => {
  const { result, metadata, ...rest } = view;
  return { _id: view.jobId, ...rest, resultJson: result === null ? null : JSON.stringify(result), metadataJson: metadata === null ? null : JSON.stringify(metadata) };
};

const fromDoc = (doc: JobDoc | null): JobView | null => {
  if (doc === null) return null;
  const { _id, resultJson, metadataJson, ...rest } = doc;
  return { ...rest, result: resultJson === null ? null : JSON.parse(resultJson), metadata: metadataJson === null ? null : JSON.parse(metadataJson) };
};

export class MongoJobsStore implements JobsStore {
  private readonly jobs: Collection<JobDoc>;

  constructor(db: Db, collectionName = 'jobs') {
    this.jobs = db.collection<JobDoc>(collectionName);
  }

  async ensureIndexes(): Promise<void> {
    await this.jobs.createIndex({ tenantId: 1, queuedAt: -1 });
    await this.jobs.createIndex({ batchId: 1, batchIndex: 1 });
    await this.jobs.createIndex({ status: 1 });
    await this.jobs.createIndex({ tenantId: 1, status: 1 });
    await this.jobs.createIndex({ completedAt: -1 });
  }

  countOpen(tenantId: string): Promise<number> {
    return this.jobs.countDocuments({ tenantId, status: { $in: ['queued', 'processing'] } });
  }

  async queueStats(finishedSince: Date): Promise<QueueStats> {
    const [open, finished] = await Promise.all([
      this.jobs.countDocuments({ status: { $in: ['queued', 'processing'] } }),
      this.jobs.find({ completedAt: { $gte: finishedSince.toISOString() } }, { projection: { durationMs: 1 } }).sort({ completedAt: -1 }).limit(200).toArray(),
    ]);
    const durations = finished.map((doc) => doc.durationMs).filter((ms): ms is number => typeof ms === 'number');
    return { open, finishedSince: finished.length, avgDurationMs: durations.length === 0 ? null : durations.reduce((a, b) => a + b, 0) / durations.length };
  }

  async get(jobId: string): Promise<JobView | null> {
    return fromDoc(await this.jobs.findOne({ _id: jobId }));
  }

  async getForTenant(tenantId: string, jobId: string): Promise<JobView | null> {
    return fromDoc(await this.jobs.findOne({ _id: jobId, tenantId }));
  }

  async save(view: JobView, expectedVersion: number | null): Promise<SaveOutcome> {
    const doc = toDoc(view);
    if (expectedVersion === null) {
      try {
        await this.jobs.insertOne(doc);
        return 'saved';
      } catch (error) {
        if (isDuplicateKeyError(error)) return 'conflict';
        throw error;
      }
    }
    const { _id, ...fields } = doc;
    const outcome = await this.jobs.updateOne({ _id, version: expectedVersion }, { $set: fields });
    return outcome.matchedCount === 1 ? 'saved' : 'conflict';
  }

  async saveNew(views: readonly JobView[]): Promise<void> {
    if (views.length === 0) return;
    try {
      await this.jobs.insertMany(views.map(toDoc), { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors;
      const onlyDuplicates = Array.isArray(writeErrors) && writeErrors.every((entry) => (entry as { code?: number }).code === 11000);
      if (!isDuplicateKeyError(error) && !onlyDuplicates) throw error;
    }
  }
}
