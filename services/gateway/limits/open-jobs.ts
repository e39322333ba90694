import { AppError, ServiceUnavailableError } from '../../../common/errors';
import type { Limits } from '../../../domain/limits';
import type { JobsStore } from '../../../projections/jobs';

/**
 * The per-tenant cap on open jobs (queued + processing), read from the jobs read model that every
 * gateway shares. Checked before recording new work; `adding` is 1 for a job, the item count for a batch.
 */
export const assertOpenJobCapacity = async (jobs: JobsStore, tenantId: string, limits: Limits, adding: number): Promise<void> => {
  let open: number;
  try {
    open = await jobs.countOpen(tenantId);
  } catch (error) {
    throw new ServiceUnavailableError('The database', error);
  }
  if (open + adding > limits.maxOpenJobs) {
    throw new AppError('CONCURRENCY_LIMITED', 429, `Tenant '${tenantId}' has ${open} open jobs; the limit is ${limits.maxOpenJobs}. Retry when some have finished`, {
      details: {},
    });
  }
};
