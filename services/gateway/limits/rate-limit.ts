import type { Middleware } from 'koa';
import { RateLimitedError } from '../../../common/errors';
import { limitsFor, secondsToReset } from '../../../domain/limits';
import { mayActFor, type ApiKeyRecord } from '../../../domain/tenants';
import type { TenantCache } from '../tenants/tenant-cache';
import type { RateLimiter } from './rate-limiter';
import { fromDatabase } from '../http/from-database';

/**
 * The per-tenant request rate. Every /v1 response carries RateLimit-Limit, -Remaining and -Reset;
 * past the limit the answer is 429 RATE_LIMITED with Retry-After. The tenant counted is the one named
 * by X-Tenant-ID when the key may act for it, else the key's own.
 */
export const rateLimit =
  (limiter: RateLimiter, tenants: TenantCache, now: () => Date): Middleware =>
  async (ctx, next) => {
    const key = ctx.state.apiKey as ApiKeyRecord;
    const header = ctx.get('x-tenant-id');
    const tenantId = header !== '' && mayActFor(key, header) ? header : key.tenantId;
    const tenant = await tenants.get(tenantId);
    const limits = limitsFor(tenant?.plan ?? 'standard', tenant?.limits);
    ctx.state.limits = limits;
    const at = now();
    const decision = await fromDatabase(() => limiter.take(tenantId, limits.requestsPerSecond, at));
    const reset = secondsToReset(at);
    ctx.set('RateLimit-Limit', String(decision.limit));
    ctx.set('RateLimit-Remaining', String(decision.remaining));
    ctx.set('RateLimit-Reset', String(reset));
    if (!decision.allowed) {
      throw new RateLimitedError(
        `More than ${decision.limit} requests per second for tenant '${tenantId}'; retry after ${reset} s`,
        { retryAfterSeconds: reset },
      );
    }
    await next();
  };
