import { Router } from '@koa/router';
import { isAppError, ServiceUnavailableError, TenantForbiddenError } from '../../../common/errors';
import { rotateWebhookSecret } from '../../../common/tenants';
import { resolveTenant, type ApiKeyRecord } from '../../../domain/tenants';
import { requireScope } from '../middleware/authenticate';
import type { GatewayDeps } from '../gateway-deps';

/**
 * `POST /v1/admin/tenants/{tenantId}/webhook-secret/rotate` (admin scope): a new signing secret, shown
 * once in the answer. The previous one keeps signing beside it until `previousSecretValidUntil`.
 */
export const adminWebhookSecretRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();
  router.post('/v1/admin/tenants/:tenantId/webhook-secret/rotate', async (ctx) => {
    const key = requireScope(ctx, 'admin') as ApiKeyRecord;
    const tenantId = ctx.params.tenantId!;
    if (!resolveTenant(key, tenantId, undefined).ok) throw new TenantForbiddenError(tenantId); // admins rotate only tenants they act for
    ctx.state.tenantId = tenantId;
    try {
      ctx.body = await rotateWebhookSecret(deps.tenants, tenantId, deps.now(), deps.config.webhooks.secretOverlapMs);
    } catch (error) {
      if (isAppError(error)) throw error;
      throw new ServiceUnavailableError('The database', error);
    }
  });
  return router;
};
