import { Router } from '@koa/router';
import { NotFoundError, ValidationError } from '../../../common/errors';
import { createTenant, issueApiKey, keyView, tenantView } from '../../../common/tenants';
import type { ApiKeyRecord, Tenant } from '../../../domain/tenants';
import { adminTenant } from '../middleware/admin-tenant';
import { readJsonBody } from '../http/read-json-body';
import { queryString } from '../http/query';
import { KeyIssueSchema, TenantCreateSchema, TenantUpdateSchema } from '../validation/admin-schemas';
import { validator } from '../validation/validate';
import type { GatewayDeps, GatewayServices } from '../gateway-deps';

const validateCreate = validator(TenantCreateSchema);
const validateUpdate = validator(TenantUpdateSchema);
const validateKeyIssue = validator(KeyIssueSchema);

/** Tenants and their API keys, for `admin`-scoped keys; the admin CLI offers the same operations. */
export const adminTenantRoutes = (deps: GatewayDeps & GatewayServices): Router => {
  const router = new Router();
  const existing = async (tenantId: string): Promise<Tenant> => {
    const tenant = await deps.tenants.getTenant(tenantId);
    if (tenant === null) throw new NotFoundError(`No tenant '${tenantId}'`);
    return tenant;
  };

  router.post('/v1/admin/tenants', async (ctx) => {
    const body = validateCreate(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    adminTenant(ctx, body.tenantId);
    if (body.defaultProgramKey) await deps.catalog.resolve(body.tenantId, body.defaultProgramKey, null);
    const tenant = await createTenant(
      deps.tenants,
      {
        tenantId: body.tenantId,
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.plan === undefined ? {} : { plan: body.plan }),
        ...(body.defaultProgramKey === undefined ? {} : { defaultProgramKey: body.defaultProgramKey }),
        ...(body.retentionDays === undefined ? {} : { retentionDays: body.retentionDays }),
      },
      deps.now(),
    );
    const withLimits = body.limits
      ? ((await deps.tenants.updateTenant(tenant.tenantId, { limits: body.limits })) ?? tenant)
      : tenant;
    ctx.status = 201;
    ctx.body = { ...tenantView(withLimits), webhookSecret: tenant.webhookSecrets[0] };
  });

  router.get('/v1/admin/tenants/:tenantId', async (ctx) => {
    ctx.body = tenantView(await existing(adminTenant(ctx)));
  });

  router.patch('/v1/admin/tenants/:tenantId', async (ctx) => {
    const tenantId = adminTenant(ctx);
    const changes = validateUpdate(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    await existing(tenantId);
    if (changes.defaultProgramKey) await deps.catalog.resolve(tenantId, changes.defaultProgramKey, null);
    ctx.body = tenantView((await deps.tenants.updateTenant(tenantId, changes))!);
  });

  router.post('/v1/admin/tenants/:tenantId/keys', async (ctx) => {
    const tenantId = adminTenant(ctx);
    const body = validateKeyIssue(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    await existing(tenantId);
    if (body.expiresAt !== undefined && Date.parse(body.expiresAt) <= deps.now().getTime())
      throw new ValidationError('expiresAt must be in the future');
    const issuer = ctx.state.apiKey as ApiKeyRecord;
    // A key can hand out only what it has: no scope, and no reach over tenants, beyond its own.
    const missing = (body.scopes ?? []).filter((scope) => !issuer.scopes.includes(scope));
    if (missing.length > 0) throw new ValidationError(`scopes: this key cannot grant ${missing.join(', ')}`);
    if ((body.extraTenantIds ?? []).includes('*') && !issuer.extraTenantIds.includes('*'))
      throw new ValidationError('extraTenantIds: only a platform operator key can grant *');
    const issued = await issueApiKey(
      deps.tenants,
      {
        tenantId,
        ...(body.scopes === undefined ? {} : { scopes: body.scopes }),
        ...(body.extraTenantIds === undefined ? {} : { extraTenantIds: body.extraTenantIds }),
        ...(body.expiresAt === undefined ? {} : { expiresAt: new Date(body.expiresAt).toISOString() }),
        ...(body.name === undefined ? {} : { name: body.name }),
      },
      deps.now(),
    );
    ctx.status = 201;
    ctx.body = issued;
  });

  router.get('/v1/admin/tenants/:tenantId/keys', async (ctx) => {
    const tenantId = adminTenant(ctx);
    await existing(tenantId);
    const prefix = queryString(ctx.query, 'prefix');
    ctx.body = { tenantId, keys: (await deps.tenants.listApiKeys(tenantId, prefix)).map(keyView) };
  });

  router.delete('/v1/admin/tenants/:tenantId/keys/:keyId', async (ctx) => {
    const tenantId = adminTenant(ctx);
    if (!(await deps.tenants.revokeApiKey(tenantId, ctx.params.keyId!, deps.now().toISOString())))
      throw new NotFoundError(`No key '${ctx.params.keyId}' for tenant '${tenantId}'`);
    deps.apiKeys.forgetKey(ctx.params.keyId!);
    ctx.status = 204;
  });

  return router;
};
