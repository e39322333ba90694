import { Router } from '@koa/router';
import { rotateWebhookSecret } from '../../../common/tenants';
import type { GatewayDeps } from '../gateway-deps';
import { fromDatabase } from '../http/from-database';
import { adminTenant } from '../middleware/admin-tenant';

/**
 * `POST /v1/admin/tenants/{tenantId}/webhook-secret/rotate` (admin scope): a new signing secret, shown
 * once in the answer. The previous one keeps signing beside it until `previousSecretValidUntil`.
 */
export const adminWebhookSecretRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();
  router.post('/v1/admin/tenants/:tenantId/webhook-secret/rotate', async (ctx) => {
    const tenantId = adminTenant(ctx);
    ctx.body = await fromDatabase(() =>
      rotateWebhookSecret(deps.tenants, tenantId, deps.now(), deps.config.webhooks.secretOverlapMs),
    );
  });
  return router;
};
