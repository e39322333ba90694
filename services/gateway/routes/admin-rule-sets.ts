import { Router } from '@koa/router';
import { NotFoundError } from '../../../common/errors';
import { existingTenant } from '../../../common/tenants';
import { adminTenant } from '../middleware/admin-tenant';
import { fromDatabase } from '../http/from-database';
import { readJsonBody } from '../http/read-json-body';
import type { GatewayDeps } from '../gateway-deps';
import { RuleSetList as RuleSetListSchema, RuleSetUploaded as RuleSetUploadedSchema } from '../openapi/schemas/admin';
import { type Operation, READ_ERRORS, WRITE_ERRORS, route } from '../openapi/operation';
import { RULE_SET_FILE } from '../openapi/operation';

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const adminRuleSetsOperations = {
  putV1AdminTenantsTenantIdRuleSets: {
    method: 'put',
    path: '/v1/admin/tenants/{tenantId}/rule-sets',
    tag: 'Admin',
    scope: 'admin',
    summary: "Upload a tenant's own rule set",
    description:
      'A whole rule-set file or {"extends": "<standard program>", ...changes}; validated like the standard files; applies to this tenant only. Replaces the tenant\'s rule set of the same programKey; refused with 400 when it shares a key or alias with another of the tenant\'s programs, and with 409 RULE_SET_IN_USE when it drops the alias the tenant\'s defaultProgramKey names.',
    body: RULE_SET_FILE,
    responses: { 200: { description: 'accepted', schema: RuleSetUploadedSchema } },
    errors: [...WRITE_ERRORS, 404],
  },
  getV1AdminTenantsTenantIdRuleSets: {
    method: 'get',
    path: '/v1/admin/tenants/{tenantId}/rule-sets',
    tag: 'Admin',
    scope: 'admin',
    summary: "List a tenant's own rule sets",
    responses: { 200: { description: 'the rule sets', schema: RuleSetListSchema } },
    errors: READ_ERRORS,
  },
  deleteV1AdminTenantsTenantIdRuleSetsProgramKey: {
    method: 'delete',
    path: '/v1/admin/tenants/{tenantId}/rule-sets/{programKey}',
    tag: 'Admin',
    scope: 'admin',
    summary: "Remove a tenant's rule set",
    description:
      "Refused with 409 RULE_SET_IN_USE while the tenant's defaultProgramKey needs it; an override of a standard program may go (the standard one applies again).",
    responses: { 204: { description: 'removed' } },
    errors: [...READ_ERRORS, 409],
  },
} as const satisfies Readonly<Record<string, Operation>>;

/**
 * A tenant's own rule sets: a new program key of its own, or an override of a standard program
 * (a whole file, or `{"extends": "FL_PEP", ...}` with the parts that differ). They apply to that
 * tenant's audits only, and are validated exactly like the standard files.
 */
export const adminRuleSetRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();

  route(router, adminRuleSetsOperations.putV1AdminTenantsTenantIdRuleSets, async (ctx) => {
    const tenantId = adminTenant(ctx);
    const tenant = await fromDatabase(() => existingTenant(deps.tenants, tenantId));
    const ruleSet = await deps.catalog.upload(
      tenantId,
      await readJsonBody(ctx, deps.config.api.maxBodyBytes),
      deps.now(),
      tenant.defaultProgramKey,
    );
    ctx.body = { tenantId, programKey: ruleSet.programKey, aliases: ruleSet.aliases, schoolYear: ruleSet.schoolYear };
  });

  route(router, adminRuleSetsOperations.getV1AdminTenantsTenantIdRuleSets, async (ctx) => {
    const tenantId = adminTenant(ctx);
    await fromDatabase(() => existingTenant(deps.tenants, tenantId));
    const { valid, invalid } = await deps.catalog.tenantProgramsOf(tenantId);
    ctx.body = {
      tenantId,
      ruleSets: valid.map((ruleSet) => ({
        programKey: ruleSet.programKey,
        aliases: ruleSet.aliases,
        schoolYear: ruleSet.schoolYear,
      })),
      invalidRuleSets: invalid.map(({ programKey, aliases, problem }) => ({ programKey, aliases, problem })),
    };
  });

  route(router, adminRuleSetsOperations.deleteV1AdminTenantsTenantIdRuleSetsProgramKey, async (ctx) => {
    const tenantId = adminTenant(ctx);
    const tenant = await fromDatabase(() => existingTenant(deps.tenants, tenantId));
    if (!(await deps.catalog.remove(tenantId, ctx.params.programKey!, tenant.defaultProgramKey)))
      throw new NotFoundError(`No rule set '${ctx.params.programKey}' for tenant '${tenantId}'`);
    ctx.status = 204;
  });

  return router;
};
