import { DependencyUnavailableError } from '../errors';
import { retry } from '../retry';
import type { JsonAnswerCheck } from './json-answer';

class InvalidAnswer extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'InvalidAnswer';
  }
}

/**
 * Asks the model until its answer passes our own check, up to `tries` times, at once (the one retry
 * loop, with no wait: an invalid answer is not an outage). Other failures (a refusal, the SDK's own
 * retries spent) end it as they are. No valid answer in `tries` is retriable: another job attempt
 * later may well get a valid answer from the same model.
 */
export const askUntilValid = async <T>(
  ask: () => Promise<JsonAnswerCheck<T>>,
  tries: number,
  what: string,
): Promise<T> => {
  try {
    return await retry(
      async () => {
        const checked = await ask();
        if (!checked.ok) throw new InvalidAnswer(checked.problem);
        return checked.answer;
      },
      {
        policy: { maxAttempts: tries, backoff: { baseMs: 0, maxMs: 0, jitterRatio: 0 } },
        classify: (error) => (error instanceof InvalidAnswer ? 'retry' : 'give-up'),
      },
    );
  } catch (error) {
    if (!(error instanceof InvalidAnswer)) throw error;
    throw new DependencyUnavailableError(
      `the ${what} gave no valid answer in ${tries} tries; the last: ${error.problem}`,
    );
  }
};
