import Ajv from 'ajv';
import { ReceiptAnswerSchema, type ReceiptAnswer } from './answer-schema';

const ajv = new Ajv({ allErrors: true, strict: false });
const check = ajv.compile<ReceiptAnswer>(ReceiptAnswerSchema);

export type AnswerCheck = { ok: true; answer: ReceiptAnswer } | { ok: false; problem: string };

const isCalendarDate = (iso: string): boolean => {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
};

/** The model's message content, checked as JSON, against the schema, and for impossible dates. */
export const validateAnswer = (content: string | null | undefined): AnswerCheck => {
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
  if (parsed.transactionDate !== null && !isCalendarDate(parsed.transactionDate)) {
    return { ok: false, problem: `the answer's transactionDate ${parsed.transactionDate} is not a calendar date` };
  }
  return { ok: true, answer: parsed };
};
