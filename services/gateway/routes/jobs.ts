import { Router } from '@koa/router';
import { NotFoundError } from '../../../common/errors';
import type { JobView } from '../../../domain/jobs';
import { requireScope, tenantOf } from '../middleware/authenticate';
import { queryBoolean, queryString } from '../http/query';
import { jobStatusResponse } from '../../../domain/jobs';
import { parseFields } from '../jobs/result-fields';
import type { GatewayDeps } from '../gateway-deps';
import { readJob } from '../jobs/read-job';

export const jobRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();

  const findJob = async (tenantId: string, jobId: string): Promise<JobView> => {
    const view = await readJob(deps, tenantId, jobId);
    if (view === null) throw new NotFoundError(`No job '${jobId}'`);
    return view;
  };

  router.get('/v1/jobs/:jobId', async (ctx) => {
    requireScope(ctx, 'jobs:read');
    ctx.state.jobId = ctx.params.jobId;
    const includeResult = queryBoolean(ctx.query, 'includeResult', true);
    const view = await findJob(tenantOf(ctx), ctx.params.jobId!);
    const fields = parseFields(queryString(ctx.query, 'fields'), view.type);
    ctx.body = jobStatusResponse(view, { includeResult, fields });
  });

  router.get('/v1/jobs/:jobId/events', async (ctx) => {
    requireScope(ctx, 'jobs:read');
    ctx.state.jobId = ctx.params.jobId;
    const view = await findJob(tenantOf(ctx), ctx.params.jobId!);
    ctx.body = {
      jobId: view.jobId,
      events: view.trail.map(({ type, at, attempt, detail, eventId }) => ({ eventId, type, at, attempt, detail })),
    };
  });

  return router;
};
