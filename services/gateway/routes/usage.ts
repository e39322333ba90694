import { Router } from '@koa/router';
import { usageReport } from '../../../domain/usage';
import { requireScope, tenantOf } from '../middleware/authenticate';
import { fromDatabase } from '../http/from-database';
import { usageRange } from '../usage/usage-range';
import type { GatewayDeps } from '../gateway-deps';

/** The tenant's billable usage by day, from the usage projection (docs/usage.md). */
export const usageRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();

  router.get('/v1/usage', async (ctx) => {
    requireScope(ctx, 'jobs:read');
    const tenantId = tenantOf(ctx);
    const { from, to } = usageRange(ctx.query);
    const sums = await fromDatabase(() => deps.usage.sums(tenantId, from, to));
    ctx.body = usageReport(tenantId, from, to, sums);
  });

  return router;
};
