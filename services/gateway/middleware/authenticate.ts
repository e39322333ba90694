import type { Context, Middleware } from 'koa';
import { ScopeForbiddenError, TenantForbiddenError, UnauthorizedError, ValidationError } from '../../../common/errors';
import type { ApiKeyCache } from '../tenants/api-key-cache';
import { resolveTenant, type ApiKeyRecord, type Scope, type Tenant } from '../../../domain/tenants';
import { usableKey } from '../tenants/usable-key';

/**
 * The challenge every 401 carries (RFC 9110 §11.6.1), in RFC 6750's form: `error="invalid_token"` only when
 * a key was sent and refused, so a client can tell "send a key" from "this key no longer works".
 */
export const bearerChallenge = (keySent: boolean): string =>
  keySent ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"';

const refuse = (ctx: Context, keySent: boolean, message?: string): never => {
  ctx.set('WWW-Authenticate', bearerChallenge(keySent));
  throw new UnauthorizedError(message);
};

/** Finds the API key of the request; everything under /v1 needs one. */
export const authenticate =
  (keys: Pick<ApiKeyCache, 'findByHash'>, now: () => Date): Middleware =>
  async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match === null) return refuse(ctx, false);
    const found = await usableKey(keys, match[1]!, now());
    if (found.key === null) return refuse(ctx, true, found.refused);
    ctx.state.apiKey = found.key;
    await next();
  };

/** The key of the request, if it holds `scope` (or, given several, any one of them). */
export const requireScope = (ctx: Context, scope: Scope | readonly Scope[]): ApiKeyRecord => {
  const key = ctx.state.apiKey as ApiKeyRecord;
  const accepted: readonly Scope[] = typeof scope === 'string' ? [scope] : scope;
  if (!accepted.some((one) => key.scopes.includes(one))) throw new ScopeForbiddenError(accepted);
  return key;
};

/**
 * The tenant a request that creates work acts for (as `tenantOf` resolves it), read with `read`. A key that
 * may act for every tenant, or lists one, can name a tenant that does not exist: its work is refused (403)
 * rather than run, billed and reported by unsigned webhooks for nobody.
 */
export const workTenantOf = async (
  ctx: Context,
  read: (tenantId: string) => Promise<Tenant | null>,
  body?: Record<string, unknown>,
): Promise<Tenant> => {
  const tenantId = tenantOf(ctx, body);
  const tenant = await read(tenantId);
  if (tenant === null)
    throw new TenantForbiddenError(tenantId, `No tenant '${tenantId}': an API key acts only for tenants that exist`);
  return tenant;
};

/** Resolves the tenant of the request (header, then body, then key) or answers 400 / 403. */
export const tenantOf = (ctx: Context, body?: Record<string, unknown>): string => {
  const key = ctx.state.apiKey as ApiKeyRecord;
  const header = ctx.get('x-tenant-id') || undefined;
  const bodyTenant = typeof body?.tenantId === 'string' ? body.tenantId : undefined;
  const resolution = resolveTenant(key, header, bodyTenant);
  if (!resolution.ok) {
    if (resolution.reason === 'CONFLICT') throw new ValidationError(resolution.message);
    throw new TenantForbiddenError(resolution.tenantId);
  }
  ctx.state.tenantId = resolution.tenantId;
  return resolution.tenantId;
};
