import { WINDOW_MS, leaseSize, windowStart } from '../../../domain/limits';
import type { LeaseStore } from '../../../common/rate-leases';

export type RateDecision = Readonly<{ allowed: boolean; limit: number; remaining: number }>;

type Lease = {
  window: number;
  limit: number;
  left: number;
  nextSlot: number;
  claimedUpTo: number;
  pending: Promise<void> | null;
};

/**
 * A per-tenant request rate shared by every gateway process through the database. A window's `limit`
 * requests are cut into slices; a process serves requests from a slice it claimed (one insert per
 * slice, not per request), and all processes together never serve more than the limit. Within a
 * process one claim runs at a time; requests arriving meanwhile wait for it. A tenant served in one
 * window gets its first slice of the next claimed ahead, in the background, so the requests that open
 * a window do not all wait for that insert (once a second, for every busy tenant).
 */
export class RateLimiter {
  private readonly leases = new Map<string, Lease>();
  private readonly ahead = new Map<string, Lease>();

  constructor(private readonly store: LeaseStore) {}

  async take(tenantId: string, limit: number, now: Date): Promise<RateDecision> {
    const window = windowStart(now);
    for (;;) {
      let lease = this.leases.get(tenantId);
      // A request held up past its second (a slow claim) counts in the current window: going back to an
      // older one would start that window's slots again from the first, each one a failing insert, and
      // requests of two windows would take turns doing so (a storm of inserts that starves the database pool).
      const current = lease !== undefined && lease.window > window ? lease.window : window;
      if (lease === undefined || lease.window !== current) {
        lease = this.takeAhead(tenantId, current, limit) ?? newLease(current, limit);
        this.leases.set(tenantId, lease);
      }
      if (lease.left > 0) {
        lease.left -= 1;
        this.claimAhead(tenantId, current + WINDOW_MS, limit);
        return { allowed: true, limit, remaining: Math.max(0, limit - lease.claimedUpTo) + lease.left };
      }
      if (lease.pending === null) {
        if (lease.nextSlot >= slotsOf(limit)) return { allowed: false, limit, remaining: 0 };
        lease.pending = this.claimNext(tenantId, lease);
      }
      await lease.pending;
    }
  }

  /** The lease claimed ahead for this window, if it was claimed under the same limit. */
  private takeAhead(tenantId: string, window: number, limit: number): Lease | undefined {
    const lease = this.ahead.get(tenantId);
    if (lease === undefined || lease.window > window) return undefined;
    this.ahead.delete(tenantId);
    return lease.window === window && lease.limit === limit ? lease : undefined;
  }

  private claimAhead(tenantId: string, window: number, limit: number): void {
    if ((this.ahead.get(tenantId)?.window ?? 0) >= window) return;
    const lease = newLease(window, limit);
    // A failed claim leaves the lease empty: the window's first request then claims the next slot itself.
    lease.pending = this.claimNext(tenantId, lease).catch(() => undefined);
    this.ahead.set(tenantId, lease);
  }

  private async claimNext(tenantId: string, lease: Lease): Promise<void> {
    const size = leaseSize(lease.limit);
    try {
      while (lease.nextSlot < slotsOf(lease.limit)) {
        const slot = lease.nextSlot;
        lease.nextSlot += 1;
        if (await this.store.claim(tenantId, lease.window, slot)) {
          const end = Math.min(lease.limit, (slot + 1) * size);
          lease.left += end - slot * size;
          lease.claimedUpTo = Math.max(lease.claimedUpTo, end);
          return;
        }
      }
    } finally {
      lease.pending = null;
    }
  }
}

const newLease = (window: number, limit: number): Lease => ({
  window,
  limit,
  left: 0,
  nextSlot: 0,
  claimedUpTo: 0,
  pending: null,
});

const slotsOf = (limit: number): number => Math.ceil(limit / leaseSize(limit));
