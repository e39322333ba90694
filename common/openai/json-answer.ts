import type { ValidateFunction } from 'ajv';

export type JsonAnswerCheck<T> = { ok: true; answer: T } | { ok: false; problem: string };

/** A model's message content, parsed as JSON and checked against a compiled schema. */
export const checkJsonAnswer = <T>(
  content: string | null | undefined,
  check: ValidateFunction<T>,
): JsonAnswerCheck<T> => {
  if (!content) return { ok: false, problem: 'the answer was empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, problem: `the answer is not JSON: ${content.slice(0, 80)}` };
  }
  if (!check(parsed)) {
    const first = check.errors?.[0];
    return {
      ok: false,
      problem: `the answer does not match the schema: ${first?.instancePath || '/'} ${first?.message ?? ''}`.trim(),
    };
  }
  return { ok: true, answer: parsed };
};
