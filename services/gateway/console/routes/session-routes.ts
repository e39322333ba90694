import { Router } from '@koa/router';
import type { Context } from 'koa';
import { ScopeForbiddenError, UnauthorizedError, ValidationError } from '../../../../common/errors';
import { usableKey } from '../../tenants/usable-key';
import { fromDatabase } from '../../http/from-database';
import { readJsonBody } from '../../http/read-json-body';
import type { GatewayDeps, GatewayServices } from '../../gateway-deps';
import { consoleAuth, consoleKeyOf, consoleSessionOf, SESSION_COOKIE, tenantsOfKey } from '../console-auth';
import type { ConsoleDeps } from '../console-deps';
import { newSessionToken, sessionIdOf, type ConsoleSession } from '../sessions';

/**
 * The session cookie, written by hand: koa refuses a Secure cookie on a plain connection, which is what
 * it sees behind a TLS-terminating proxy. Secure whenever the public URL is https.
 */
const setSessionCookie = (ctx: Context, value: string, maxAgeSeconds: number, secure: boolean): void => {
  ctx.set(
    'Set-Cookie',
    `${SESSION_COOKIE}=${value}; Path=/console; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
};

const sessionAnswer = (ctx: Context) => {
  const key = consoleKeyOf(ctx);
  const session = consoleSessionOf(ctx);
  const tenants = tenantsOfKey(key);
  return {
    keyName: key.name,
    keyPrefix: key.prefix,
    tenants: tenants === 'all' ? '*' : tenants,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
  };
};

/** Sign in with an API key that has the console scope; the answer carries the CSRF token writes must send. */
export const consoleSessionRoutes = (deps: GatewayDeps & GatewayServices & { console: ConsoleDeps }): Router => {
  const router = new Router();
  const secure = deps.config.api.publicBaseUrl.startsWith('https:');
  const auth = consoleAuth(deps.console.sessions, deps.apiKeys, deps.now);

  router.post('/console/api/session', async (ctx) => {
    const body = await readJsonBody(ctx, 4_096);
    const presented = typeof body.apiKey === 'string' ? body.apiKey.trim() : '';
    if (presented === '') throw new ValidationError('apiKey is required');
    const { key, refused } = await usableKey(deps.apiKeys, presented, deps.now());
    if (key === null) throw new UnauthorizedError(refused);
    if (!key.scopes.includes('console')) throw new ScopeForbiddenError('console');
    const token = newSessionToken();
    const now = deps.now();
    const ttlMs = Math.min(
      deps.config.console.sessionTtlMs,
      key.expiresAt === null ? Infinity : Date.parse(key.expiresAt) - now.getTime(),
    );
    const session: ConsoleSession = {
      sessionId: sessionIdOf(token),
      keyHash: key.hash,
      csrfToken: newSessionToken(),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
    };
    await fromDatabase(() => deps.console.sessions.create(session));
    setSessionCookie(ctx, token, Math.floor(ttlMs / 1000), secure);
    ctx.state.apiKey = key;
    ctx.state.consoleSession = session;
    ctx.status = 201;
    ctx.body = sessionAnswer(ctx);
  });

  router.get('/console/api/session', auth, async (ctx) => {
    ctx.body = sessionAnswer(ctx);
  });

  router.delete('/console/api/session', auth, async (ctx) => {
    await fromDatabase(() => deps.console.sessions.delete(consoleSessionOf(ctx).sessionId));
    setSessionCookie(ctx, '', 0, secure);
    ctx.status = 204;
  });

  return router;
};
