import type { Collection, Db } from 'mongodb';
import { createDeclaredIndexes, isDuplicateKeyError } from '../storage';
import { jobRunsQueries } from './job-runs-queries';
import type { JobRequested, JobState } from '../../domain/jobs';
import type { JobRun, JobRunsStore } from './job-runs-store';

/** The request as JSON text: its metadata may have keys a document cannot hold. */
type RunDoc = JobState & { _id: string; requestJson: string; wakeAt: string | null; savedAt: Date };

const toRun = ({ _id, requestJson, wakeAt, savedAt, ...state }: RunDoc): JobRun => ({
  jobId: _id,
  state,
  request: JSON.parse(requestJson) as JobRequested,
  wakeAt,
});

export class MongoJobRunsStore implements JobRunsStore {
  private readonly runs: Collection<RunDoc>;

  constructor(
    private readonly db: Db,
    private readonly collectionName: string,
  ) {
    this.runs = db.collection<RunDoc>(collectionName);
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, jobRunsQueries(this.collectionName).indexes);
  }

  async load(jobId: string): Promise<JobRun | null> {
    const doc = await this.runs.findOne({ _id: jobId });
    return doc === null ? null : toRun(doc);
  }

  async save(run: JobRun): Promise<void> {
    const fields = { ...run.state, requestJson: JSON.stringify(run.request), wakeAt: run.wakeAt, savedAt: new Date() };
    try {
      await this.runs.updateOne(
        { _id: run.jobId, version: { $lt: run.state.version } },
        { $set: fields },
        { upsert: true },
      );
    } catch (error) {
      // The filter missed because the stored run is newer, and the upsert met its _id: nothing to do.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<JobRun[]> {
    const claimed: JobRun[] = [];
    while (claimed.length < limit) {
      const doc = await this.runs.findOneAndUpdate(
        { wakeAt: { $lte: now.toISOString() } },
        { $set: { wakeAt: leaseUntil.toISOString() } },
        { sort: { wakeAt: 1 } },
      );
      if (doc === null) break;
      claimed.push(toRun(doc));
    }
    return claimed;
  }

  async purgeEndedBefore(before: Date): Promise<number> {
    const removed = await this.runs.deleteMany({ status: { $in: ['completed', 'failed'] }, savedAt: { $lt: before } });
    return removed.deletedCount;
  }
}
