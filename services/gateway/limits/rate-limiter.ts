import { leaseSize, windowStart } from '../../../domain/limits';
import type { LeaseStore } from '../../../common/rate-leases';

export type RateDecision = Readonly<{ allowed: boolean; limit: number; remaining: number }>;

type Lease = { window: number; left: number; nextSlot: number; claimedUpTo: number; pending: Promise<void> | null };

/**
 * A per-tenant request rate shared by every gateway process through the database. A window's `limit`
 * requests are cut into slices; a process serves requests from a slice it claimed (one insert per
 * slice, not per request), and all processes together never serve more than the limit. Within a
 * process one claim runs at a time; requests arriving meanwhile wait for it.
 */
export class RateLimiter {
  private readonly leases = new Map<string, Lease>();

  constructor(private readonly store: LeaseStore) {}

  async take(tenantId: string, limit: number, now: Date): Promise<RateDecision> {
    const window = windowStart(now);
    const size = leaseSize(limit);
    const slots = Math.ceil(limit / size);
    for (;;) {
      let lease = this.leases.get(tenantId);
      // A request held up past its second (a slow claim) counts in the current window: going back to an
      // older one would start that window's slots again from the first, each one a failing insert, and
      // requests of two windows would take turns doing so (a storm of inserts that starves the database pool).
      const current = lease !== undefined && lease.window > window ? lease.window : window;
      if (lease === undefined || lease.window !== current) {
        lease = { window: current, left: 0, nextSlot: 0, claimedUpTo: 0, pending: null };
        this.leases.set(tenantId, lease);
      }
      if (lease.left > 0) {
        lease.left -= 1;
        return { allowed: true, limit, remaining: Math.max(0, limit - lease.claimedUpTo) + lease.left };
      }
      if (lease.pending === null) {
        if (lease.nextSlot >= slots) return { allowed: false, limit, remaining: 0 };
        lease.pending = this.claimNext(tenantId, lease, limit, size, slots);
      }
      await lease.pending;
    }
  }

  private async claimNext(tenantId: string, lease: Lease, limit: number, size: number, slots: number): Promise<void> {
    try {
      while (lease.nextSlot < slots) {
        const slot = lease.nextSlot;
        lease.nextSlot += 1;
        if (await this.store.claim(tenantId, lease.window, slot)) {
          const end = Math.min(limit, (slot + 1) * size);
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
