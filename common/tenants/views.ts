import { limitsFor } from '../../domain/limits';
import type { ApiKeyRecord, Tenant } from '../../domain/tenants';

/** What an admin sees of a tenant: never its webhook secrets (they are shown once, when made). */
export const tenantView = (tenant: Tenant) => ({
  tenantId: tenant.tenantId,
  name: tenant.name,
  plan: tenant.plan,
  defaultProgramKey: tenant.defaultProgramKey,
  retentionDays: tenant.retentionDays,
  limits: limitsFor(tenant.plan, tenant.limits),
  createdAt: tenant.createdAt,
});

/** What an admin sees of a key: never the key itself, which exists only in the answer that issued it. */
export const keyView = (key: ApiKeyRecord) => ({
  keyId: key.keyId,
  prefix: key.prefix,
  tenantId: key.tenantId,
  extraTenantIds: key.extraTenantIds,
  scopes: key.scopes,
  name: key.name,
  createdAt: key.createdAt,
  expiresAt: key.expiresAt,
  revokedAt: key.revokedAt,
});
