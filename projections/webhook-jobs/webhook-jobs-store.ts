import type { JobView } from '../../domain/jobs';

/**
 * The notifier's own record of the jobs that asked for a webhook: each job's view folded from the events
 * the notifier consumes (its request, its attempts, its outcome, its reviews), in the order the log holds
 * them. A webhook's body is built from it, never from the jobs read model, which another consumer writes
 * and which may not have caught up. Only the notifier writes it.
 */
export interface WebhookJobsStore {
  ensureIndexes(): Promise<void>;
  get(jobId: string): Promise<JobView | null>;
  /** Writes the view unless the stored one is already at or past its version: a late or repeated write changes nothing. */
  save(view: JobView): Promise<void>;
  /** Retention: removes the tenant's jobs that finished before `before` (never open ones); returns how many. */
  purgeFinished(tenantId: string, before: Date): Promise<number>;
}

const finishedBefore = (view: JobView, before: Date): boolean =>
  view.completedAt !== null && Date.parse(view.completedAt) < before.getTime();

export class InMemoryWebhookJobsStore implements WebhookJobsStore {
  readonly views = new Map<string, JobView>();

  async ensureIndexes(): Promise<void> {}

  async get(jobId: string): Promise<JobView | null> {
    return this.views.get(jobId) ?? null;
  }

  async save(view: JobView): Promise<void> {
    const stored = this.views.get(view.jobId);
    if (stored === undefined || stored.version < view.version) this.views.set(view.jobId, view);
  }

  async purgeFinished(tenantId: string, before: Date): Promise<number> {
    const gone = [...this.views.values()].filter((view) => view.tenantId === tenantId && finishedBefore(view, before));
    gone.forEach((view) => this.views.delete(view.jobId));
    return gone.length;
  }
}
