import { Type } from '@sinclair/typebox';
import { ALL_SCOPES } from '../domain/tenants';

/**
 * The admin API's request bodies, declared once: its routes validate them, the OpenAPI document shows
 * them, and the operators' CLI checks its options against them, so both refuse the same things.
 */
const LimitsSchema = Type.Object(
  {
    requestsPerSecond: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    maxOpenJobs: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    highPriority: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const tenantFields = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  plan: Type.Optional(Type.Union([Type.Literal('standard'), Type.Literal('enterprise')])),
  defaultProgramKey: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
  retentionDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  limits: Type.Optional(Type.Union([LimitsSchema, Type.Null()])),
};

export const TenantCreateSchema = Type.Object(
  { tenantId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }), ...tenantFields },
  { additionalProperties: false },
);

export const TenantUpdateSchema = Type.Object(tenantFields, { additionalProperties: false, minProperties: 1 });

export const KeyIssueSchema = Type.Object(
  {
    scopes: Type.Optional(
      Type.Array(Type.Union(ALL_SCOPES.map((scope) => Type.Literal(scope))), { minItems: 1, uniqueItems: true }),
    ),
    extraTenantIds: Type.Optional(
      Type.Array(Type.String({ pattern: '^([A-Za-z0-9_-]{1,64}|\\*)$' }), { maxItems: 100, uniqueItems: true }),
    ),
    expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
