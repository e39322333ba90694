import { isFinal, type JobView } from '../../domain/jobs';

export type FinalJobWait = Readonly<{
  /** Resolves when the job's final view is saved in this process, or when the time is up, whichever comes first. */
  woken: Promise<void>;
  /** Stops waiting (the view was found final by a read): the timer goes, nothing is left behind. */
  cancel: () => void;
}>;

/**
 * Tells a synchronous request waiting in this process that its job's final view has just been saved by
 * this process's jobs projector, so it reads the view at once instead of at its next poll. Gateway processes
 * split the projector's partitions between them, so a job may be projected in another process: every wait
 * also ends when its time is up, and the waiter reads again (services/gateway/jobs/await-final-job.ts).
 */
export class FinalJobWatch {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Waits at most `ms` for `jobId`'s final view to be saved here. Call it before reading, so a save during the read still wakes. */
  wait(jobId: string, ms: number): FinalJobWait {
    let cancel = () => {};
    const woken = new Promise<void>((resolve) => {
      const waiters = this.waiting.get(jobId) ?? new Set<() => void>();
      this.waiting.set(jobId, waiters);
      // Once only: a wait woken by the projector may be cancelled after, when a later wait for the job may be listed.
      let over = false;
      const done = () => {
        if (over) return;
        over = true;
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0) this.waiting.delete(jobId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      cancel = done;
      waiters.add(done);
    });
    return { woken, cancel };
  }

  /** The projector saved these views: whoever waits for one of them that is final reads it now. */
  saved(views: Iterable<JobView>): void {
    for (const view of views) {
      const waiters = this.waiting.get(view.jobId);
      if (waiters !== undefined && isFinal(view.status)) for (const wake of [...waiters]) wake();
    }
  }

  /** How many jobs someone waits for (for tests and a look at a live process). */
  get size(): number {
    return this.waiting.size;
  }
}
