import type { TenantStore } from '../../../common/tenants';
import type { Tenant } from '../../../domain/tenants';

const TTL_MS = 2_000;

/** Tenants' secrets, read at most every two seconds per tenant: a rotation signs with the new secret within moments. */
export const tenantReader = (tenants: TenantStore, now: () => Date) => {
  const cache = new Map<string, { at: number; tenant: Promise<Tenant | null> }>();
  return (tenantId: string): Promise<Tenant | null> => {
    const at = now().getTime();
    const hit = cache.get(tenantId);
    if (hit !== undefined && at - hit.at < TTL_MS) return hit.tenant;
    const tenant = tenants.getTenant(tenantId);
    cache.set(tenantId, { at, tenant });
    tenant.catch(() => cache.delete(tenantId));
    return tenant;
  };
};
