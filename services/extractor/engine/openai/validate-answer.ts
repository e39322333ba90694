import Ajv from 'ajv';
import { ReceiptAnswerSchema, type ReceiptAnswer } from './answer-schema';
import { checkJsonAnswer } from '../../../../common/openai';

const ajv = new Ajv({ allErrors: true, strict: false });
const check = ajv.compile<ReceiptAnswer>(ReceiptAnswerSchema);

export type AnswerCheck = { ok: true; answer: ReceiptAnswer } | { ok: false; problem: string };

const isCalendarDate = (iso: string): boolean => {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
};

/** The model's message content, checked as JSON, against the schema, and for impossible dates. */
export const validateAnswer = (content: string | null | undefined): AnswerCheck => {
  const checked = checkJsonAnswer(content, check);
  if (!checked.ok) return checked;
  const parsed = checked.answer;
  if (parsed.transactionDate !== null && !isCalendarDate(parsed.transactionDate)) {
    return { ok: false, problem: `the answer's transactionDate ${parsed.transactionDate} is not a calendar date` };
  }
  return { ok: true, answer: parsed };
};
