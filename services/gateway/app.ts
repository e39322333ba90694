import Koa from 'koa';
import { Router } from '@koa/router';
import { authenticate } from './middleware/authenticate';
import { idempotency, keyLeaseMs } from './middleware/idempotency';
import { OpenJobsGuard } from './limits/open-jobs';
import { rateLimit } from './limits/rate-limit';
import { RateLimiter } from './limits/rate-limiter';
import { TenantCache } from './tenants/tenant-cache';
import { ApiKeyCache } from './tenants/api-key-cache';
import { errorHandler } from './middleware/error-handler';
import { requestLog } from './middleware/request-log';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { jobRoutes } from './routes/jobs';
import { receiptRoutes } from './routes/receipts';
import { auditRoutes } from './routes/audits';
import { adminRuleSetRoutes } from './routes/admin-rule-sets';
import { adminTenantRoutes } from './routes/admin-tenants';
import { batchRoutes } from './routes/batches';
import { webhookRoutes } from './routes/webhooks';
import { adminWebhookSecretRoutes } from './routes/admin-webhook-secrets';
import { usageRoutes } from './routes/usage';
import { reviewRoutes } from './routes/reviews';
import type { GatewayDeps, GatewayServices } from './gateway-deps';
import { mountConsole, type ConsoleDeps } from './console';
import { docsAssets } from './reference/docs-assets';

/** Routes anyone may call: health, readiness, the API's description. */
export const publicRoutes = (deps: GatewayDeps): Router[] => [healthRoutes(deps), openApiRoutes(deps)];

/** Routes under /v1 that need an API key. */
export const apiRoutes = (deps: GatewayDeps & GatewayServices): Router[] => [
  receiptRoutes(deps),
  auditRoutes(deps),
  jobRoutes(deps),
  adminRuleSetRoutes(deps),
  adminTenantRoutes(deps),
  batchRoutes(deps),
  webhookRoutes(deps),
  adminWebhookSecretRoutes(deps),
  usageRoutes(deps),
  reviewRoutes(deps),
];

/**
 * The HTTP API. Health routes are open; everything under /v1 needs an API key. With `consoleDeps`, the review
 * console too (docs/console.md); without it the gateway serves the API only.
 */
export const createGatewayApp = (deps: GatewayDeps, consoleDeps?: ConsoleDeps): Koa => {
  const app = new Koa();
  app.proxy = false;
  app.use(requestLog(deps.logger));
  app.use(errorHandler(deps.logger));

  app.use(docsAssets());
  for (const routes of publicRoutes(deps)) app.use(routes.routes());

  const tenantCache = new TenantCache(deps.tenants, deps.now);
  const services: GatewayServices = {
    openJobs: new OpenJobsGuard(deps.jobs, deps.now),
    apiKeys: new ApiKeyCache(deps.tenants, deps.now),
    tenantCache,
  };
  const v1 = new Router();
  v1.use('/v1', authenticate(services.apiKeys, deps.now));
  v1.use('/v1', rateLimit(new RateLimiter(deps.rateLeases), tenantCache, deps.now));
  // The largest body any route accepts (batches); each route then applies its own limit.
  v1.use(
    '/v1',
    idempotency(deps.idempotency, {
      maxBodyBytes: Math.max(deps.config.api.maxBodyBytes, deps.config.batches.maxBodyBytes),
      leaseMs: keyLeaseMs(deps.config),
      now: deps.now,
    }),
  );
  for (const routes of apiRoutes({ ...deps, ...services })) v1.use(routes.routes());
  app.use(v1.routes());
  if (consoleDeps !== undefined) mountConsole(app, { ...deps, ...services, console: consoleDeps });
  return app;
};
