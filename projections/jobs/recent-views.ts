import { BoundedMap } from '../../common/cache';
import type { JobView } from '../../domain/jobs';

/**
 * The views a projector wrote last, so that a job's next event costs no read: one partition's consumer
 * is the only writer of its jobs' later versions, and the compare-and-set still catches any other
 * writer (a conflict drops the entry and the view is read again).
 */
export class RecentViews {
  private readonly views: BoundedMap<string, JobView>;

  constructor(capacity = 10_000) {
    this.views = new BoundedMap(capacity);
  }

  get(jobId: string): JobView | undefined {
    return this.views.get(jobId);
  }

  set(view: JobView): void {
    this.views.set(view.jobId, view);
  }

  delete(jobId: string): void {
    this.views.delete(jobId);
  }
}
