import { Router } from '@koa/router';
import { NotFoundError } from '../../../common/errors';
import type { JobView } from '../../../domain/jobs';
import { requireScope, tenantOf } from '../middleware/authenticate';
import { queryBoolean, queryString } from '../http/query';
import { jobStatusResponse } from '../../../domain/jobs';
import { parseFields } from '../jobs/result-fields';
import type { GatewayDeps } from '../gateway-deps';
import { readJob } from '../jobs/read-job';
import {
  JobEventsResponse as JobEventsResponseSchema,
  JobStatusResponse as JobStatusResponseSchema,
} from '../openapi/schemas/jobs';
import { type Operation, READ_ERRORS, bool, named, route } from '../openapi/operation';

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const jobsOperations = {
  getV1JobsJobId: {
    method: 'get',
    path: '/v1/jobs/{jobId}',
    tag: 'Jobs',
    scope: 'jobs:read',
    summary: 'Poll a job',
    query: [
      named('includeResult', bool('false leaves out result', true)),
      {
        name: 'fields',
        schema: { type: 'string' },
        description: 'comma-separated top-level result fields to keep, e.g. vendor,amount (unknown names: 400)',
      },
    ],
    responses: { 200: { description: 'the job', schema: JobStatusResponseSchema } },
    errors: READ_ERRORS,
  },
  getV1JobsJobIdEvents: {
    method: 'get',
    path: '/v1/jobs/{jobId}/events',
    tag: 'Jobs',
    scope: 'jobs:read',
    summary: "A job's audit trail",
    responses: { 200: { description: 'the events in order', schema: JobEventsResponseSchema } },
    errors: READ_ERRORS,
  },
} as const satisfies Readonly<Record<string, Operation>>;

export const jobRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();

  const findJob = async (tenantId: string, jobId: string): Promise<JobView> => {
    const view = await readJob(deps, tenantId, jobId);
    if (view === null) throw new NotFoundError(`No job '${jobId}'`);
    return view;
  };

  route(router, jobsOperations.getV1JobsJobId, async (ctx) => {
    requireScope(ctx, 'jobs:read');
    ctx.state.jobId = ctx.params.jobId;
    const includeResult = queryBoolean(ctx.query, 'includeResult', true);
    const view = await findJob(tenantOf(ctx), ctx.params.jobId!);
    const fields = parseFields(queryString(ctx.query, 'fields'), view.type);
    ctx.body = jobStatusResponse(view, { includeResult, fields });
  });

  route(router, jobsOperations.getV1JobsJobIdEvents, async (ctx) => {
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
