import { Router } from '@koa/router';
import { NotFoundError } from '../../../common/errors';
import { adminTenant } from '../middleware/admin-tenant';
import { readJsonBody } from '../http/read-json-body';
import type { GatewayDeps } from '../gateway-deps';

/**
 * A tenant's own rule sets: a new program key of its own, or an override of a standard program
 * (a whole file, or `{"extends": "FL_PEP", ...}` with the parts that differ). They apply to that
 * tenant's audits only, and are validated exactly like the standard files.
 */
export const adminRuleSetRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();

  router.put('/v1/admin/tenants/:tenantId/rule-sets', async (ctx) => {
    const tenantId = adminTenant(ctx);
    const ruleSet = await deps.catalog.upload(
      tenantId,
      await readJsonBody(ctx, deps.config.api.maxBodyBytes),
      deps.now(),
    );
    ctx.body = { tenantId, programKey: ruleSet.programKey, aliases: ruleSet.aliases, schoolYear: ruleSet.schoolYear };
  });

  router.get('/v1/admin/tenants/:tenantId/rule-sets', async (ctx) => {
    const tenantId = adminTenant(ctx);
    const ruleSets = await deps.catalog.tenantRuleSetsOf(tenantId);
    ctx.body = {
      tenantId,
      ruleSets: ruleSets.map((ruleSet) => ({
        programKey: ruleSet.programKey,
        aliases: ruleSet.aliases,
        schoolYear: ruleSet.schoolYear,
      })),
    };
  });

  router.delete('/v1/admin/tenants/:tenantId/rule-sets/:programKey', async (ctx) => {
    const tenantId = adminTenant(ctx);
    if (!(await deps.catalog.remove(tenantId, ctx.params.programKey!)))
      throw new NotFoundError(`No rule set '${ctx.params.programKey}' for tenant '${tenantId}'`);
    ctx.status = 204;
  });

  return router;
};
