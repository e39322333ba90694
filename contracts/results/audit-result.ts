import { Type } from '@sinclair/typebox';
import { Nullable } from '../fields';
import { AlterationSignalSchema, PossibleDuplicateSchema } from './duplicate-signals';

const Flag = Type.Object(
  {
    severity: Type.Union([Type.Literal('error'), Type.Literal('warning'), Type.Literal('info')]),
    field: Type.String(),
    message: Type.String(),
    suggestion: Type.String(),
    code: Type.Optional(Type.String({ description: 'stable flag code, e.g. PROHIBITED_ITEM, CAP_EXCEEDED' })),
    lineItemIndex: Type.Optional(Type.Integer()),
  },
  { additionalProperties: true },
);

export const AuditResult = Type.Object(
  {
    programKey: Type.String({ description: 'the canonical program key the audit used' }),
    ruleEdition: Type.Object(
      {
        schoolYear: Type.String({ description: 'the school year of the program rules applied, e.g. 2026-27' }),
        effectiveFrom: Type.String({ format: 'date' }),
        effectiveTo: Type.String({ format: 'date' }),
      },
      {
        additionalProperties: true,
        description:
          "the edition of the program's rules the audit applied: the newest held, or the one of the school year the claim's lines are dated in",
      },
    ),
    confidenceScore: Type.Integer({ minimum: 0, maximum: 100 }),
    overallStatus: Type.Union([Type.Literal('pass'), Type.Literal('review'), Type.Literal('fail')]),
    summary: Type.String(),
    receiptFormat: Type.Object(
      { isValid: Type.Boolean(), summary: Type.String(), missingFields: Type.Array(Type.String()) },
      { additionalProperties: true },
    ),
    purchaseLimitations: Type.Object(
      {
        hasLimitations: Type.Boolean(),
        summary: Type.String(),
        limitations: Type.Array(Type.Object({}, { additionalProperties: true })),
      },
      { additionalProperties: true },
    ),
    supportingDocumentation: Type.Object(
      {
        hasRequirements: Type.Boolean(),
        summary: Type.String(),
        requiredDocuments: Type.Array(
          Type.Object(
            { documentType: Type.String(), isAttached: Type.Boolean(), status: Type.String() },
            { additionalProperties: true },
          ),
        ),
      },
      { additionalProperties: true },
    ),
    flags: Type.Array(Flag),
    justificationAnalysis: Type.Array(
      Type.Object(
        {
          lineItemIndex: Type.Integer({ minimum: 0 }),
          strength: Type.Union([Type.Literal('strong'), Type.Literal('adequate'), Type.Literal('weak')]),
          reason: Type.String(),
          improvementHints: Type.Array(Type.String()),
        },
        { additionalProperties: true },
      ),
    ),
    disclaimer: Type.String(),
    possibleDuplicate: Type.Optional(Nullable(PossibleDuplicateSchema)),
    alterationSignals: Type.Optional(Type.Array(AlterationSignalSchema)),
    auditRunAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'AuditResult', additionalProperties: true },
);
