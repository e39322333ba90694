import { ServiceUnavailableError } from '../../../common/errors';
import type { TenantStore } from '../../../common/tenants';
import type { Tenant } from '../../../domain/tenants';

const TTL_MS = 10_000;

/** Tenant records change rarely (plan, limits); reading them once per 10 s keeps the hot path light. */
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
    const tenant = this.store.getTenant(tenantId).catch((error: unknown) => {
      this.entries.delete(tenantId);
      throw new ServiceUnavailableError('The database', error);
    });
    this.entries.set(tenantId, { at, tenant });
    return tenant;
  }
}
