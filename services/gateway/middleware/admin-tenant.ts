import type { Context } from 'koa';
import { TenantForbiddenError } from '../../../common/errors';
import { mayActFor } from '../../../domain/tenants';
import { requireScope } from './authenticate';

/**
 * Admin routes name the tenant in the path. An `admin`-scoped key administers the tenants it may act
 * for: its own, those listed on it, or all of them for a platform operator's key (`*`).
 */
export const adminTenant = (
  ctx: Context,
  tenantId: string = (ctx.params as Record<string, string>).tenantId ?? '',
): string => {
  const key = requireScope(ctx, 'admin');
  if (!mayActFor(key, tenantId)) throw new TenantForbiddenError(tenantId);
  ctx.state.tenantId = tenantId;
  return tenantId;
};
