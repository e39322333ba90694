import Ajv from 'ajv';
import { AuditAnswerSchema, type AuditAnswer } from './answer-schema';

const ajv = new Ajv({ allErrors: true, strict: false });
const check = ajv.compile<AuditAnswer>(AuditAnswerSchema);

export type AnswerCheck = { ok: true; answer: AuditAnswer } | { ok: false; problem: string };

/** The model's content, checked as JSON, against the schema, and for one entry per line of the claim. */
export const validateAuditAnswer = (content: string | null | undefined, lineCount: number): AnswerCheck => {
  if (!content) return { ok: false, problem: 'the answer was empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, problem: `the answer is not JSON: ${content.slice(0, 80)}` };
  }
  if (!check(parsed)) {
    const first = check.errors?.[0];
    return { ok: false, problem: `the answer does not match the schema: ${first?.instancePath || '/'} ${first?.message ?? ''}`.trim() };
  }
  const indexes = new Set(parsed.lines.map((line) => line.lineItemIndex));
  if (indexes.size !== lineCount || [...indexes].some((i) => i >= lineCount)) {
    return { ok: false, problem: `the answer covers lines ${[...indexes].join(', ') || 'none'} of ${lineCount}` };
  }
  return { ok: true, answer: parsed };
};
