import { Type, type Static } from '@sinclair/typebox';

// The model's answer, constrained by structured output (strict JSON schema) and checked again on arrival.
export const AuditAnswerSchema = Type.Object(
  {
    lines: Type.Array(
      Type.Object(
        {
          lineItemIndex: Type.Integer({ minimum: 0 }),
          kinds: Type.Array(Type.String(), {
            description: 'short kinds of item, e.g. "game console", "tv", "tutoring"',
          }),
          taxonomyId: Type.Union([Type.String(), Type.Null()], {
            description: 'one of the listed taxonomy ids, or null',
          }),
          justification: Type.Object(
            {
              student: Type.Boolean({ description: 'names the student: name, grade, age or need' }),
              purpose: Type.Boolean({ description: 'names the subject or learning goal' }),
              use: Type.Boolean({ description: 'says how or how often the item is used' }),
              generic: Type.Boolean({ description: 'only generic wording such as "educational" or "for school"' }),
            },
            { additionalProperties: false },
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type AuditAnswer = Static<typeof AuditAnswerSchema>;

// Strict structured output wants every property required and no extra keywords the API rejects.
export const auditAnswerJsonSchema = (): Record<string, unknown> =>
  JSON.parse(JSON.stringify(AuditAnswerSchema)) as Record<string, unknown>;
