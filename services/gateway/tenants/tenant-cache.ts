import type { TenantStore } from '../../../common/tenants';
import type { Tenant } from '../../../domain/tenants';
import { fromDatabase } from '../http/from-database';

const TTL_MS = 10_000;

/**
 * Tenant records change rarely (plan, limits); reading them once per 10 s keeps the hot path light. A tenant
 * not found is not kept: one created a moment later is served at once, not refused for 10 s.
 */
export class TenantCache {
  private readonly entries = new Map<string, { at: number; tenant: Promise<Tenant | null> }>();

  constructor(
    private readonly store: TenantStore,
    private readonly now: () => Date,
  ) {}

  get(tenantId: string): Promise<Tenant | null> {
    const at = this.now().getTime();
    const cached = this.entries.get(tenantId);
    if (cached !== undefined && at - cached.at < TTL_MS) return cached.tenant;
    const forget = () => {
      if (this.entries.get(tenantId) === entry) this.entries.delete(tenantId);
    };
    const tenant = fromDatabase(() => this.store.getTenant(tenantId)).then(
      (found) => {
        if (found === null) forget();
        return found;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    const entry = { at, tenant };
    this.entries.set(tenantId, entry);
    return tenant;
  }
}
