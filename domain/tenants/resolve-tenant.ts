import type { ApiKeyRecord } from './tenant';

export type TenantResolution =
  | Readonly<{ ok: true; tenantId: string }>
  | Readonly<{ ok: false; reason: 'CONFLICT'; message: string }>
  | Readonly<{ ok: false; reason: 'FORBIDDEN'; tenantId: string }>;

/** The tenant a request acts for: the X-Tenant-ID header, else the body's tenantId, else the key's own tenant. */
export const resolveTenant = (
  key: ApiKeyRecord,
  headerTenant: string | undefined,
  bodyTenant: string | undefined,
): TenantResolution => {
  if (headerTenant !== undefined && bodyTenant !== undefined && headerTenant !== bodyTenant) {
    return {
      ok: false,
      reason: 'CONFLICT',
      message: `X-Tenant-ID '${headerTenant}' and body tenantId '${bodyTenant}' name different tenants`,
    };
  }
  const tenantId = headerTenant ?? bodyTenant ?? key.tenantId;
  if (!mayActFor(key, tenantId)) return { ok: false, reason: 'FORBIDDEN', tenantId };
  return { ok: true, tenantId };
};

/** A key acts for its home tenant, the tenants listed on it, or every tenant when the list holds `*` (platform operators). */
export const mayActFor = (key: ApiKeyRecord, tenantId: string): boolean =>
  tenantId === key.tenantId || key.extraTenantIds.includes(tenantId) || key.extraTenantIds.includes('*');

export const isKeyUsable = (key: ApiKeyRecord, now: Date): boolean =>
  key.revokedAt === null && (key.expiresAt === null || Date.parse(key.expiresAt) > now.getTime());
