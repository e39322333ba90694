import { ConcurrencyLimitedError } from '../../../common/errors';
import { fromDatabase } from '../http/from-database';
import { RefreshingValue } from '../../../common/cache';
import type { Limits } from '../../../domain/limits';
import type { JobsStore } from '../../../projections/jobs';

const REFRESH_MS = 1_000;
/** Past this, the count is too old to enforce a cap with: requests wait for a fresh one (or get 503). */
const EXPIRE_MS = 30_000;

type TenantCount = { count: RefreshingValue<number>; acceptedSince: number };

/**
 * The per-tenant cap on open jobs (queued + processing), read from the jobs read model that every
 * gateway shares. A count is a database round trip per request otherwise, so each process recounts at most once a second per
 * tenant, in the background, and adds the jobs it accepted since the count: the cap may be overshot by
 * what other gateways accepted within that second, never by more.
 */
export class OpenJobsGuard {
  private readonly counts = new Map<string, TenantCount>();

  constructor(
    private readonly jobs: JobsStore,
    private readonly now: () => Date,
  ) {}

  async assertCapacity(tenantId: string, limits: Limits, adding: number): Promise<void> {
    const entry = this.entryFor(tenantId);
    const counted = await fromDatabase(() => entry.count.get());
    const open = counted + entry.acceptedSince;
    if (open + adding > limits.maxOpenJobs) {
      throw new ConcurrencyLimitedError(
        `Tenant '${tenantId}' has ${open} open jobs; the limit is ${limits.maxOpenJobs}. Retry when some have finished`,
        // The count is taken again each REFRESH_MS: asking sooner meets the same count.
        { retryAfterSeconds: REFRESH_MS / 1_000 },
      );
    }
    entry.acceptedSince += adding;
  }

  private entryFor(tenantId: string): TenantCount {
    const existing = this.counts.get(tenantId);
    if (existing !== undefined) return existing;
    const entry: TenantCount = {
      acceptedSince: 0,
      count: new RefreshingValue(
        async () => {
          // Jobs accepted from here on may or may not be in the count; counting them again errs on the safe side.
          const startedAt = entry.acceptedSince;
          const open = await this.jobs.countOpen(tenantId);
          entry.acceptedSince -= startedAt;
          return open;
        },
        { refreshAfterMs: REFRESH_MS, expireAfterMs: EXPIRE_MS, now: () => this.now().getTime() },
      ),
    };
    this.counts.set(tenantId, entry);
    return entry;
  }
}
