import { isFinal, type JobStatus, type JobView } from '../../domain/jobs';
import { BoundedMap } from './bounded-map';

/** A job's version in a read model: its view, or its entry in the review queue. */
type Versioned = Readonly<{ jobId: string; status: JobStatus }>;

/**
 * The views a projector wrote last, so that a job's next event costs no read: while this member holds a
 * job's partition, it is the only writer of the job's later versions. Once partitions are handed out
 * again (`clear`), a partition it had may have been another member's meanwhile, which wrote versions
 * this one never saw: the store's version guard would take a view folded from the older one, since it
 * is newer than what is stored, and the trail would lose what the other member wrote.
 */
export class RecentViews<V extends Versioned = JobView> {
  private readonly views: BoundedMap<string, V>;

  constructor(capacity = 10_000) {
    this.views = new BoundedMap(capacity);
  }

  get(jobId: string): V | undefined {
    return this.views.get(jobId);
  }

  /**
   * A final view is not kept: its job's events are over (a reviewer's decision, rare, reads it again),
   * and final views are the large ones, results and evidence included. Kept, 10,000 of them held about
   * 35 MB in a gateway process and grew it by 3.5 MB a minute in the 30-minute soak.
   */
  set(view: V): void {
    if (isFinal(view.status)) this.views.delete(view.jobId);
    else this.views.set(view.jobId, view);
  }

  delete(jobId: string): void {
    this.views.delete(jobId);
  }

  /** Partitions were handed out again: every job's next event reads its view from the store. */
  clear(): void {
    this.views.clear();
  }
}
