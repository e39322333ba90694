import { Router } from '@koa/router';
import { rotateWebhookSecret } from '../../../common/tenants';
import type { GatewayDeps } from '../gateway-deps';
import { fromDatabase } from '../http/from-database';
import { adminTenant } from '../middleware/admin-tenant';
import { RotatedWebhookSecret as RotatedWebhookSecretSchema } from '../openapi/schemas/batches-webhooks';
import { type Operation, READ_ERRORS, route } from '../openapi/operation';

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const adminWebhookSecretsOperations = {
  postV1AdminTenantsTenantIdWebhookSecretRotate: {
    method: 'post',
    path: '/v1/admin/tenants/{tenantId}/webhook-secret/rotate',
    tag: 'Admin',
    scope: 'admin',
    summary: "Rotate a tenant's webhook secret",
    description:
      "The new secret is in this answer only; the previous one keeps signing beside it until previousSecretValidUntil (both signatures are sent), and so does the one before it when the last rotation's overlap had not ended.",
    responses: { 200: { description: 'the new secret', schema: RotatedWebhookSecretSchema } },
    errors: READ_ERRORS,
    shownOnce: 'the new webhook secret',
  },
} as const satisfies Readonly<Record<string, Operation>>;

/**
 * `POST /v1/admin/tenants/{tenantId}/webhook-secret/rotate` (admin scope): a new signing secret, shown
 * once in the answer. The previous one keeps signing beside it until `previousSecretValidUntil`.
 */
export const adminWebhookSecretRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();
  route(router, adminWebhookSecretsOperations.postV1AdminTenantsTenantIdWebhookSecretRotate, async (ctx) => {
    const tenantId = adminTenant(ctx);
    ctx.body = await fromDatabase(() =>
      rotateWebhookSecret(deps.tenants, tenantId, deps.now(), deps.config.webhooks.secretOverlapMs),
    );
  });
  return router;
};
