import { Router } from '@koa/router';
import { usageReport } from '../../../domain/usage';
import { requireScope, tenantOf } from '../middleware/authenticate';
import { fromDatabase } from '../http/from-database';
import { usageRange } from '../usage/usage-range';
import type { GatewayDeps } from '../gateway-deps';
import { UsageReport as UsageReportSchema } from '../openapi/schemas/usage';
import { type Operation, route } from '../openapi/operation';

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const usageOperations = {
  getV1Usage: {
    method: 'get',
    path: '/v1/usage',
    tag: 'Usage',
    scope: 'jobs:read',
    summary: "The tenant's billable usage by day",
    description:
      'Counts per UTC day of completed extractions and their pages, completed audits, batch items accepted and webhook deliveries recorded, rebuilt from the events. Every day of the range is listed, zeros included. See docs/usage.md.',
    query: [
      {
        name: 'from',
        required: true,
        schema: { type: 'string', format: 'date' },
        description: 'first day (UTC, YYYY-MM-DD), included',
      },
      {
        name: 'to',
        required: true,
        schema: { type: 'string', format: 'date' },
        description: 'last day (UTC, YYYY-MM-DD), included; at most 366 days after from',
      },
    ],
    responses: { 200: { description: 'usage by day, and totals', schema: UsageReportSchema } },
    errors: [400, 401, 403, 429, 503],
  },
} as const satisfies Readonly<Record<string, Operation>>;

/** The tenant's billable usage by day, from the usage projection (docs/usage.md). */
export const usageRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();

  route(router, usageOperations.getV1Usage, async (ctx) => {
    requireScope(ctx, 'jobs:read');
    const tenantId = tenantOf(ctx);
    const { from, to } = usageRange(ctx.query);
    const sums = await fromDatabase(() => deps.usage.sums(tenantId, from, to));
    ctx.body = usageReport(tenantId, from, to, sums);
  });

  return router;
};
