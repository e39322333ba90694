import type { Context, Middleware } from 'koa';
import { AppError, NotFoundError, ScopeForbiddenError, UnauthorizedError } from '../../../common/errors';
import { isKeyUsable, mayActFor, type ApiKeyRecord } from '../../../domain/tenants';
import type { TenantScope } from '../../../projections/review-queue';
import { fromDatabase } from '../http/from-database';
import type { ApiKeyCache } from '../tenants/api-key-cache';
import { sameToken, sessionIdOf, type ConsoleSession, type ConsoleSessionStore } from './sessions';

export const SESSION_COOKIE = 'ra_console';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The console's authentication: the session cookie (never an Authorization header, so a page cannot be
 * made to send a key), the key behind it still usable and still holding the `console` scope, and on
 * every write the session's CSRF token echoed in a header. SameSite=Strict already keeps other sites'
 * requests from carrying the cookie; the header is the second lock.
 */
export const consoleAuth =
  (sessions: ConsoleSessionStore, keys: Pick<ApiKeyCache, 'findByHash'>, now: () => Date): Middleware =>
  async (ctx, next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token === undefined || token === '') throw new UnauthorizedError('Sign in to the console first');
    const session = await fromDatabase(() => sessions.get(sessionIdOf(token)));
    if (session === null || Date.parse(session.expiresAt) <= now().getTime())
      throw new UnauthorizedError('The console session has ended; sign in again');
    const key = await fromDatabase(() => keys.findByHash(session.keyHash));
    if (key === null || !isKeyUsable(key, now()))
      throw new UnauthorizedError('The API key behind this session is no longer valid');
    if (!key.scopes.includes('console')) throw new ScopeForbiddenError('console');
    if (!SAFE_METHODS.has(ctx.method) && !sameToken(ctx.get(CSRF_HEADER), session.csrfToken)) {
      throw new AppError('SCOPE_FORBIDDEN', `Console writes need the ${CSRF_HEADER} header from the session`);
    }
    ctx.state.apiKey = key;
    ctx.state.consoleSession = session;
    await next();
  };

export const consoleKeyOf = (ctx: Context): ApiKeyRecord => ctx.state.apiKey as ApiKeyRecord;
export const consoleSessionOf = (ctx: Context): ConsoleSession => ctx.state.consoleSession as ConsoleSession;

/** The tenants a key may act for, as the console lists them; `*` keys see every tenant. */
export const tenantsOfKey = (key: ApiKeyRecord): TenantScope =>
  key.extraTenantIds.includes('*') ? 'all' : [key.tenantId, ...key.extraTenantIds];

/** The tenants a console query covers: the one asked for (if the key may act for it), else all of the key's. */
export const consoleTenantScope = (key: ApiKeyRecord, requested: string | undefined): TenantScope => {
  if (requested === undefined || requested === '') return tenantsOfKey(key);
  if (!mayActFor(key, requested)) throw new NotFoundError(`No tenant '${requested}' for this key`);
  return [requested];
};
