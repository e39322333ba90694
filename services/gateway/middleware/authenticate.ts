import type { Context, Middleware } from 'koa';
import { ScopeForbiddenError, TenantForbiddenError, UnauthorizedError, ValidationError } from '../../../common/errors';
import type { ApiKeyCache } from '../tenants/api-key-cache';
import {
  hashApiKey,
  isKeyUsable,
  looksLikeApiKey,
  resolveTenant,
  type ApiKeyRecord,
  type Scope,
} from '../../../domain/tenants';
import { fromDatabase } from '../http/from-database';

/** Finds the API key of the request; everything under /v1 needs one. */
export const authenticate =
  (keys: Pick<ApiKeyCache, 'findByHash'>, now: () => Date): Middleware =>
  async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match === null) throw new UnauthorizedError();
    const presented = match[1]!;
    if (!looksLikeApiKey(presented)) throw new UnauthorizedError('The API key is not valid');
    const key = await fromDatabase(() => keys.findByHash(hashApiKey(presented)));
    if (key === null || !isKeyUsable(key, now()))
      throw new UnauthorizedError('The API key is not valid, expired or revoked');
    ctx.state.apiKey = key;
    await next();
  };

export const requireScope = (ctx: Context, scope: Scope): ApiKeyRecord => {
  const key = ctx.state.apiKey as ApiKeyRecord;
  if (!key.scopes.includes(scope)) throw new ScopeForbiddenError(scope);
  return key;
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
