import { Router } from '@koa/router';
import { requireScope, tenantOf } from '../middleware/authenticate';
import { readJsonBody } from '../http/read-json-body';
import { validator } from '../../../common/validation';
import { ReviewRequestSchema } from '../reviews/review-schemas';
import { recordReview } from '../reviews/record-review';
import type { GatewayDeps } from '../gateway-deps';
import { ReviewAccepted as ReviewAcceptedSchema } from '../openapi/schemas/jobs';
import { type Operation, WRITE_ERRORS, route } from '../openapi/operation';

export const validateReviewRequest = validator(ReviewRequestSchema);

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const reviewsOperations = {
  postV1JobsJobIdReview: {
    method: 'post',
    path: '/v1/jobs/{jobId}/review',
    tag: 'Jobs',
    scope: 'console',
    summary: "Record a reviewer's decision on a completed job",
    description:
      "Approve, deny, or ask for more information, with a note. Recorded as a ClaimReviewed event: the job shows it as review and in its trail, and its webhookUrl gets job.reviewed. A later decision replaces the earlier one in review; the trail keeps both. 409 JOB_NOT_REVIEWABLE for a job that is not completed, or after the 100 decisions one claim takes; another tenant's job answers 404.",
    body: ReviewRequestSchema,
    responses: { 202: { description: 'recorded', schema: ReviewAcceptedSchema } },
    errors: [...WRITE_ERRORS, 404],
  },
} as const satisfies Readonly<Record<string, Operation>>;

/** A reviewer's decision through the API; the console records decisions through the same function. */
export const reviewRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();
  route(router, reviewsOperations.postV1JobsJobIdReview, async (ctx) => {
    const key = requireScope(ctx, 'console');
    const body = validateReviewRequest(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    ctx.state.jobId = ctx.params.jobId;
    ctx.status = 202;
    ctx.body = await recordReview(deps, key, tenantOf(ctx), ctx.params.jobId!, {
      decision: body.decision,
      note: body.note ?? null,
    });
  });
  return router;
};
