import { Router } from '@koa/router';
import type { GatewayDeps } from '../gateway-deps';

/** /health: the process answers. /ready: every dependency answers, so a load balancer may send traffic. */
export const healthRoutes = (deps: Pick<GatewayDeps, 'readiness'>): Router => {
  const router = new Router();
  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/ready', async (ctx) => {
    const results = await Promise.all(
      deps.readiness.map(async (dependency) => [dependency.name, await dependency.check().catch(() => false)] as const),
    );
    const ready = results.every(([, ok]) => ok);
    ctx.status = ready ? 200 : 503;
    ctx.body = {
      status: ready ? 'ready' : 'not_ready',
      checks: Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'up' : 'down'])),
    };
  });
  return router;
};
