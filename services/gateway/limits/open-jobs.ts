import { AppError, ServiceUnavailableError } from '../../../common/errors';
import type { Limits } from '../../../domain/limits';
import type { JobsStore } from '../../../projections/jobs';

const REFRESH_MS = 1_000;

/**
 * The per-tenant cap on open jobs (queued + processing), read from the jobs read model that every
 * gateway shares. Counting is a scan on FerretDB, so each process counts at most once a second per
 * tenant and adds the jobs it accepted since: the cap may be overshot by what other gateways accepted
 * within that second, never by more.
 */
export class OpenJobsGuard {
  private readonly counts = new Map<string, { at: number; open: Promise<number>; acceptedSince: number }>();

  constructor(private readonly jobs: JobsStore, private readonly now: () => Date) {}

  async assertCapacity(tenantId: string, limits: Limits, adding: number): Promise<void> {
    const at = this.now().getTime();
    let entry = this.counts.get(tenantId);
    if (entry === undefined || at - entry.at > REFRESH_MS) {
      entry = { at, open: this.jobs.countOpen(tenantId), acceptedSince: 0 };
      this.counts.set(tenantId, entry);
    }
    let open: number;
    try {
      open = (await entry.open) + entry.acceptedSince;
    } catch (error) {
      this.counts.delete(tenantId);
      throw new ServiceUnavailableError('The database', error);
    }
    if (open + adding > limits.maxOpenJobs) {
      throw new AppError('CONCURRENCY_LIMITED', 429, `Tenant '${tenantId}' has ${open} open jobs; the limit is ${limits.maxOpenJobs}. Retry when some have finished`);
    }
    entry.acceptedSince += adding;
  }
}
