import { SyncTimeoutError } from '../../../common/errors';
import { isFinal, type JobView } from '../../../domain/jobs';
import type { FinalJobWatch, JobsStore } from '../../../projections/jobs';
import { fromDatabase } from '../http/from-database';

/** Reads every 15 ms while most synchronous answers come (a typeset receipt's in about 40 ms)... */
const QUICK_POLL_MS = 15;
const QUICK_FOR_MS = 150;
/** ...then each wait 1.5 times the last, up to 250 ms: a photo read for seconds costs tens of reads, not hundreds. */
const SLOW_POLL_GROWTH = 1.5;
const SLOW_POLL_MAX_MS = 250;

/**
 * Waits for a job's final view, for synchronous endpoints: read at once when this process's jobs projector
 * writes it (`jobFinals`), else found by polling the read model, often at first, then less often. Past the
 * cutoff the answer is 504 SYNC_TIMEOUT carrying the jobId and pollUrl: the work goes on and the client need
 * not submit again.
 */
export const awaitFinalJob = async (
  deps: Readonly<{ jobs: JobsStore; jobFinals: FinalJobWatch }>,
  tenantId: string,
  jobId: string,
  options: { cutoffMs: number; pollUrl: string },
): Promise<JobView> => {
  const start = Date.now();
  const deadline = start + options.cutoffMs;
  let pollMs = QUICK_POLL_MS;
  for (;;) {
    // Watched before the read: a view written final while it is read still wakes this request.
    const waiting = deps.jobFinals.wait(jobId, Math.max(0, Math.min(pollMs, deadline - Date.now())));
    try {
      const view = await fromDatabase(() => deps.jobs.getForTenant(tenantId, jobId));
      if (view !== null && isFinal(view.status)) return view;
      if (Date.now() >= deadline)
        throw new SyncTimeoutError(
          `The job did not finish within ${options.cutoffMs} ms; it goes on: poll pollUrl for its result`,
          {
            jobId,
            pollUrl: options.pollUrl,
          },
        );
      await waiting.woken;
    } finally {
      waiting.cancel(); // a wait already over is left as it is
    }
    if (Date.now() - start >= QUICK_FOR_MS) pollMs = Math.min(SLOW_POLL_MAX_MS, pollMs * SLOW_POLL_GROWTH);
  }
};
