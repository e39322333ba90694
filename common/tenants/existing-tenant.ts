import { NotFoundError } from '../errors';
import type { Tenant } from '../../domain/tenants';
import type { TenantStore } from './tenant-store';

/**
 * The tenant an admin operation names, or 404 NOT_FOUND: nothing is read or kept for a tenant that
 * does not exist (a typo in the path must not leave a rule set, a key or a secret behind).
 */
export const existingTenant = async (store: TenantStore, tenantId: string): Promise<Tenant> => {
  const tenant = await store.getTenant(tenantId);
  if (tenant === null) throw new NotFoundError(`No tenant '${tenantId}'`);
  return tenant;
};
