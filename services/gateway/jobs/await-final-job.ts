import { SyncTimeoutError } from '../../../common/errors';
import { isFinal, type JobView } from '../../../domain/jobs';
import type { JobsStore } from '../../../projections/jobs';
import { fromDatabase } from '../http/from-database';

const POLL_MS = 15;

/**
 * Waits for a job's final view, for synchronous endpoints. Past the cutoff the answer is 504
 * SYNC_TIMEOUT carrying the jobId and pollUrl: the work goes on and the client need not submit again.
 */
export const awaitFinalJob = async (
  jobs: JobsStore,
  tenantId: string,
  jobId: string,
  options: { cutoffMs: number; pollUrl: string },
): Promise<JobView> => {
  const deadline = Date.now() + options.cutoffMs;
  for (;;) {
    const view = await fromDatabase(() => jobs.getForTenant(tenantId, jobId));
    if (view !== null && isFinal(view.status)) return view;
    if (Date.now() >= deadline) {
      throw new SyncTimeoutError(
        `The job did not finish within ${options.cutoffMs} ms; it goes on: poll pollUrl for its result`,
        {
          jobId,
          pollUrl: options.pollUrl,
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};
