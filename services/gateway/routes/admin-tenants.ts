import { Router } from '@koa/router';
import { NotFoundError, ValidationError } from '../../../common/errors';
import { createTenant, existingTenant, issueApiKey, keyView, tenantView } from '../../../common/tenants';
import type { ApiKeyRecord } from '../../../domain/tenants';
import { adminTenant } from '../middleware/admin-tenant';
import { readJsonBody } from '../http/read-json-body';
import { queryString } from '../http/query';
import { KeyIssueSchema, TenantCreateSchema, TenantUpdateSchema } from '../../../contracts';
import { validator } from '../../../common/validation';
import type { GatewayDeps, GatewayServices } from '../gateway-deps';
import {
  IssuedKey as IssuedKeySchema,
  KeyList as KeyListSchema,
  Tenant as TenantSchema,
} from '../openapi/schemas/admin';
import { type Operation, READ_ERRORS, WRITE_ERRORS, route } from '../openapi/operation';

const validateCreate = validator(TenantCreateSchema);
const validateUpdate = validator(TenantUpdateSchema);
const validateKeyIssue = validator(KeyIssueSchema);

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const adminTenantsOperations = {
  postV1AdminTenants: {
    method: 'post',
    path: '/v1/admin/tenants',
    tag: 'Admin',
    scope: 'admin',
    summary: 'Create a tenant',
    description:
      'The answer shows the webhook secret once. Needs a key that may act for the new tenant (a platform operator key, extraTenantIds ["*"]).',
    body: TenantCreateSchema,
    responses: { 201: { description: 'created', schema: TenantSchema } },
    errors: WRITE_ERRORS,
    shownOnce: "the tenant's webhook secret",
  },
  getV1AdminTenantsTenantId: {
    method: 'get',
    path: '/v1/admin/tenants/{tenantId}',
    tag: 'Admin',
    scope: 'admin',
    summary: 'Read a tenant',
    responses: { 200: { description: 'the tenant', schema: TenantSchema } },
    errors: READ_ERRORS,
  },
  patchV1AdminTenantsTenantId: {
    method: 'patch',
    path: '/v1/admin/tenants/{tenantId}',
    tag: 'Admin',
    scope: 'admin',
    summary: "Change a tenant's plan, limits, retention or default program",
    body: TenantUpdateSchema,
    responses: { 200: { description: 'the tenant after the change', schema: TenantSchema } },
    errors: [...WRITE_ERRORS, 404],
  },
  postV1AdminTenantsTenantIdKeys: {
    method: 'post',
    path: '/v1/admin/tenants/{tenantId}/keys',
    tag: 'Admin',
    scope: 'admin',
    summary: 'Issue an API key',
    description: 'The key is in this answer only. A key cannot grant scopes it lacks.',
    body: KeyIssueSchema,
    responses: { 201: { description: 'the new key', schema: IssuedKeySchema } },
    errors: [...WRITE_ERRORS, 404],
    shownOnce: 'the API key',
  },
  getV1AdminTenantsTenantIdKeys: {
    method: 'get',
    path: '/v1/admin/tenants/{tenantId}/keys',
    tag: 'Admin',
    scope: 'admin',
    summary: "List a tenant's keys",
    query: [{ name: 'prefix', schema: { type: 'string' }, description: 'only keys whose prefix starts with this' }],
    responses: { 200: { description: 'the keys (never the keys themselves)', schema: KeyListSchema } },
    errors: READ_ERRORS,
  },
  deleteV1AdminTenantsTenantIdKeysKeyId: {
    method: 'delete',
    path: '/v1/admin/tenants/{tenantId}/keys/{keyId}',
    tag: 'Admin',
    scope: 'admin',
    summary: 'Revoke an API key',
    responses: { 204: { description: 'revoked' } },
    errors: READ_ERRORS,
  },
} as const satisfies Readonly<Record<string, Operation>>;

/** Tenants and their API keys, for `admin`-scoped keys; the admin CLI offers the same operations. */
export const adminTenantRoutes = (deps: GatewayDeps & GatewayServices): Router => {
  const router = new Router();

  route(router, adminTenantsOperations.postV1AdminTenants, async (ctx) => {
    const body = validateCreate(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    adminTenant(ctx, body.tenantId);
    await deps.catalog.checkDefaultProgram(body.tenantId, body.defaultProgramKey);
    const tenant = await createTenant(
      deps.tenants,
      {
        tenantId: body.tenantId,
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.plan === undefined ? {} : { plan: body.plan }),
        ...(body.defaultProgramKey === undefined ? {} : { defaultProgramKey: body.defaultProgramKey }),
        ...(body.retentionDays === undefined ? {} : { retentionDays: body.retentionDays }),
        ...(body.limits === undefined ? {} : { limits: body.limits }),
      },
      deps.now(),
    );
    ctx.status = 201;
    ctx.body = { ...tenantView(tenant), webhookSecret: tenant.webhookSecrets[0] };
  });

  route(router, adminTenantsOperations.getV1AdminTenantsTenantId, async (ctx) => {
    ctx.body = tenantView(await existingTenant(deps.tenants, adminTenant(ctx)));
  });

  route(router, adminTenantsOperations.patchV1AdminTenantsTenantId, async (ctx) => {
    const tenantId = adminTenant(ctx);
    const changes = validateUpdate(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    await existingTenant(deps.tenants, tenantId);
    await deps.catalog.checkDefaultProgram(tenantId, changes.defaultProgramKey);
    ctx.body = tenantView((await deps.tenants.updateTenant(tenantId, changes))!);
  });

  route(router, adminTenantsOperations.postV1AdminTenantsTenantIdKeys, async (ctx) => {
    const tenantId = adminTenant(ctx);
    const body = validateKeyIssue(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    await existingTenant(deps.tenants, tenantId);
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

  route(router, adminTenantsOperations.getV1AdminTenantsTenantIdKeys, async (ctx) => {
    const tenantId = adminTenant(ctx);
    await existingTenant(deps.tenants, tenantId);
    const prefix = queryString(ctx.query, 'prefix');
    ctx.body = { tenantId, keys: (await deps.tenants.listApiKeys(tenantId, prefix)).map(keyView) };
  });

  route(router, adminTenantsOperations.deleteV1AdminTenantsTenantIdKeysKeyId, async (ctx) => {
    const tenantId = adminTenant(ctx);
    if (!(await deps.tenants.revokeApiKey(tenantId, ctx.params.keyId!, deps.now().toISOString())))
      throw new NotFoundError(`No key '${ctx.params.keyId}' for tenant '${tenantId}'`);
    deps.apiKeys.forgetKey(ctx.params.keyId!);
    ctx.status = 204;
  });

  return router;
};
