import { Router } from '@koa/router';
import { requireScope, tenantOf } from '../middleware/authenticate';
import { readJsonBody } from '../http/read-json-body';
import { validator } from '../validation/validate';
import { ReviewRequestSchema } from '../reviews/review-schemas';
import { recordReview } from '../reviews/record-review';
import type { GatewayDeps } from '../gateway-deps';

export const validateReviewRequest = validator(ReviewRequestSchema);

/** A reviewer's decision through the API; the console records decisions through the same function. */
export const reviewRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();
  router.post('/v1/jobs/:jobId/review', async (ctx) => {
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
