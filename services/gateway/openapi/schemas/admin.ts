import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

const Limits = Type.Object({ requestsPerSecond: Type.Integer(), maxOpenJobs: Type.Integer(), highPriority: Type.Boolean() });

export const Tenant = Type.Object(
  {
    tenantId: Type.String(),
    name: Type.String(),
    plan: Type.Union([Type.Literal('standard'), Type.Literal('enterprise')]),
    defaultProgramKey: Nullable(Type.String()),
    retentionDays: Type.Integer(),
    limits: Limits,
    createdAt: Type.String({ format: 'date-time' }),
    webhookSecret: Type.Optional(Type.String({ description: 'only in the answer that created the tenant' })),
  },
  { $id: 'Tenant', additionalProperties: false },
);

export const ApiKey = Type.Object(
  {
    keyId: Type.String(),
    prefix: Type.String(),
    tenantId: Type.String(),
    extraTenantIds: Type.Array(Type.String()),
    scopes: Type.Array(Type.String()),
    name: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Nullable(Type.String({ format: 'date-time' })),
    revokedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'ApiKey', additionalProperties: false },
);

export const IssuedKey = Type.Object(
  { apiKey: Type.String({ description: 'shown once; only its hash is kept' }), keyId: Type.String(), prefix: Type.String() },
  { $id: 'IssuedKey', additionalProperties: false },
);

export const KeyList = Type.Object({ tenantId: Type.String(), keys: Type.Array(Type.Ref('ApiKey')) }, { $id: 'KeyList', additionalProperties: false });

const RuleSetSummary = Type.Object({ programKey: Type.String(), aliases: Type.Array(Type.String()), schoolYear: Type.String() }, { additionalProperties: false });

export const RuleSetUploaded = Type.Object({ tenantId: Type.String(), ...RuleSetSummary.properties }, { $id: 'RuleSetUploaded', additionalProperties: false });
const InvalidRuleSetSummary = Type.Object(
  {
    programKey: Type.String(),
    aliases: Type.Array(Type.String()),
    problem: Type.String({ description: 'why it no longer validates, e.g. a rule of the standard program it extends that is gone' }),
  },
  { additionalProperties: false },
);

export const RuleSetList = Type.Object(
  {
    tenantId: Type.String(),
    ruleSets: Type.Array(RuleSetSummary),
    invalidRuleSets: Type.Array(InvalidRuleSetSummary, {
      description:
        'kept before a standard program they extend changed, they no longer validate: work for one of their keys answers 409 RULE_SET_INVALID until the rule set is uploaded again or removed',
    }),
  },
  { $id: 'RuleSetList', additionalProperties: false },
);
