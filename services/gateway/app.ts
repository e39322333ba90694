import Koa from 'koa';
import { Router } from '@koa/router';
import { authenticate } from './middleware/authenticate';
import { idempotency } from './idempotency';
import { RateLimiter, rateLimit } from './limits';
import { TenantCache } from './tenants/tenant-cache';
import { errorHandler } from './middleware/error-handler';
import { requestLog } from './middleware/request-log';
import { healthRoutes } from './routes/health';
import { jobRoutes } from './routes/jobs';
import { receiptRoutes } from './routes/receipts';
import { auditRoutes } from './routes/audits';
import { adminRuleSetRoutes } from './routes/admin-rule-sets';
import type { GatewayDeps } from './gateway-deps';

/** The HTTP API. Health routes are open; everything under /v1 needs an API key. */
export const createGatewayApp = (deps: GatewayDeps): Koa => {
  const app = new Koa();
  app.proxy = false;
  app.use(requestLog(deps.logger));
  app.use(errorHandler(deps.logger));

  const health = healthRoutes(deps);
  app.use(health.routes());

  const tenantCache = new TenantCache(deps.tenants, deps.now);
  const v1 = new Router();
  v1.use('/v1', authenticate(deps.tenants, deps.now));
  v1.use('/v1', rateLimit(new RateLimiter(deps.rateLeases), tenantCache, deps.now));
  v1.use('/v1', idempotency(deps.idempotency, deps.config.api.maxBodyBytes, deps.now));
  for (const routes of [receiptRoutes(deps), auditRoutes(deps), jobRoutes(deps), adminRuleSetRoutes(deps)]) v1.use(routes.routes());
  app.use(v1.routes());
  return app;
};
