import type { Collection, Db } from 'mongodb';
import { createDeclaredIndexes, isDuplicateKeyError } from '../storage';
import type { JobRequested, JobRetryScheduled } from '../../domain/jobs';
import { dueRetriesQueries } from './due-retries-queries';
import { retrySequence, type DueRetriesStore, type DueRetry } from './due-retries-store';

/** The events as JSON text: a request's metadata may have keys a document cannot hold. */
type RetryDoc = { _id: string; sequence: number; requestJson: string; scheduledJson: string; wakeAt: string };

const toRetry = (doc: RetryDoc): DueRetry => ({
  jobId: doc._id,
  request: JSON.parse(doc.requestJson) as JobRequested,
  scheduled: JSON.parse(doc.scheduledJson) as JobRetryScheduled,
  wakeAt: doc.wakeAt,
});

export class MongoDueRetriesStore implements DueRetriesStore {
  private readonly retries: Collection<RetryDoc>;

  constructor(
    private readonly db: Db,
    private readonly collectionName: string,
  ) {
    this.retries = db.collection<RetryDoc>(collectionName);
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, dueRetriesQueries(this.collectionName).indexes);
  }

  async save(retry: DueRetry): Promise<void> {
    const sequence = retrySequence(retry);
    const fields = {
      sequence,
      requestJson: JSON.stringify(retry.request),
      scheduledJson: JSON.stringify(retry.scheduled),
      wakeAt: retry.wakeAt,
    };
    try {
      await this.retries.updateOne(
        { _id: retry.jobId, sequence: { $lt: sequence } },
        { $set: fields },
        { upsert: true },
      );
    } catch (error) {
      // The filter missed because a later retry is kept, and the upsert met its _id: nothing to do.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DueRetry[]> {
    const claimed: DueRetry[] = [];
    while (claimed.length < limit) {
      const doc = await this.retries.findOneAndUpdate(
        { wakeAt: { $lte: now.toISOString() } },
        { $set: { wakeAt: leaseUntil.toISOString() } },
        { sort: { wakeAt: 1 } },
      );
      if (doc === null) break;
      claimed.push(toRetry(doc));
    }
    return claimed;
  }

  async nextWakeAt(): Promise<string | null> {
    const doc = await this.retries.findOne({}, { sort: { wakeAt: 1 }, projection: { wakeAt: 1 } });
    return doc?.wakeAt ?? null;
  }

  async release(retry: DueRetry, leaseUntil: Date): Promise<void> {
    await this.retries.updateOne(
      { _id: retry.jobId, sequence: retrySequence(retry), wakeAt: leaseUntil.toISOString() },
      { $set: { wakeAt: retry.wakeAt } },
    );
  }

  async remove(retry: DueRetry): Promise<void> {
    await this.retries.deleteOne({ _id: retry.jobId, sequence: retrySequence(retry) });
  }
}
