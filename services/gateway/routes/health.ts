import { Router } from '@koa/router';
import type { GatewayDeps } from '../gateway-deps';
import { type Operation, route } from '../openapi/operation';

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const healthOperations = {
  getHealth: {
    method: 'get',
    path: '/health',
    tag: 'Operations',
    scope: null,
    summary: 'The process answers',
    responses: { 200: { description: 'ok' } },
    errors: [],
  },
  getReady: {
    method: 'get',
    path: '/ready',
    tag: 'Operations',
    scope: null,
    summary: 'Kafka, the schema registry and the database answer',
    responses: { 200: { description: 'ready' }, 503: { description: 'a dependency is down' } },
    errors: [],
  },
} as const satisfies Readonly<Record<string, Operation>>;

/** /health: the process answers. /ready: every dependency answers, so a load balancer may send traffic. */
export const healthRoutes = (deps: Pick<GatewayDeps, 'readiness'>): Router => {
  const router = new Router();
  route(router, healthOperations.getHealth, (ctx) => {
    ctx.body = { status: 'ok' };
  });
  route(router, healthOperations.getReady, async (ctx) => {
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
