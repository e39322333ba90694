import Ajv from 'ajv';
import { checkJsonAnswer, type JsonAnswerCheck } from '../../../../common/openai';
import { AuditAnswerSchema, type AuditAnswer } from './answer-schema';

const ajv = new Ajv({ allErrors: true, strict: false });
const check = ajv.compile<AuditAnswer>(AuditAnswerSchema);

/** The model's content, checked as JSON, against the schema, and for one entry per line of the claim. */
export const validateAuditAnswer = (
  content: string | null | undefined,
  lineCount: number,
): JsonAnswerCheck<AuditAnswer> => {
  const checked = checkJsonAnswer(content, check);
  if (!checked.ok) return checked;
  const parsed = checked.answer;
  const indexes = new Set(parsed.lines.map((line) => line.lineItemIndex));
  if (indexes.size !== lineCount || [...indexes].some((i) => i >= lineCount)) {
    return { ok: false, problem: `the answer covers lines ${[...indexes].join(', ') || 'none'} of ${lineCount}` };
  }
  return { ok: true, answer: parsed };
};
