import type { Collection, Db } from 'mongodb';
import { createDeclaredIndexes, upsertWhere } from '../../common/storage';
import type { JobView } from '../../domain/jobs';
import { WEBHOOK_JOBS, webhookJobsQueries } from './webhook-jobs-queries';
import type { WebhookJobsStore } from './webhook-jobs-store';

/** The view as JSON text: a result or the caller's metadata may have keys a document cannot hold. */
type WebhookJobDoc = { _id: string; version: number; tenantId: string; completedAt: string | null; viewJson: string };

export class MongoWebhookJobsStore implements WebhookJobsStore {
  private readonly jobs: Collection<WebhookJobDoc>;

  constructor(private readonly db: Db) {
    this.jobs = db.collection<WebhookJobDoc>(WEBHOOK_JOBS);
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, webhookJobsQueries().indexes);
  }

  async get(jobId: string): Promise<JobView | null> {
    const doc = await this.jobs.findOne({ _id: jobId });
    return doc === null ? null : (JSON.parse(doc.viewJson) as JobView);
  }

  async save(view: JobView): Promise<void> {
    const fields = {
      version: view.version,
      tenantId: view.tenantId,
      completedAt: view.completedAt,
      viewJson: JSON.stringify(view),
    };
    // Where the stored view is newer, it stays.
    await upsertWhere(this.jobs, { _id: view.jobId, version: { $lt: view.version } }, { $set: fields });
  }

  async purgeFinished(tenantId: string, before: Date): Promise<number> {
    const removed = await this.jobs.deleteMany({ tenantId, completedAt: { $ne: null, $lt: before.toISOString() } });
    return removed.deletedCount;
  }
}
