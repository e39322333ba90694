import { ServiceUnavailableError, ValidationError } from '../errors';
import { AttemptTimedOut, retry, type RetryOptions } from './retry';

const policy = { maxAttempts: 3, backoff: { baseMs: 100, maxMs: 1_000, jitterRatio: 0 } };

/** Options that record each wait instead of sleeping. */
const recorded = (overrides: Partial<RetryOptions> = {}) => {
  const waits: number[] = [];
  const options: RetryOptions = { policy, wait: async (ms) => void waits.push(ms), ...overrides };
  return { waits, options };
};

const failing = (errors: readonly Error[], answer = 'done') => {
  let calls = 0;
  return async () => {
    const error = errors[calls++];
    if (error !== undefined) throw error;
    return answer;
  };
};

describe('retry (the one retry loop)', () => {
  it("retries what the error's retriable flag says may pass, with the policy's backoff between tries", async () => {
    const { waits, options } = recorded();
    const outage = new ServiceUnavailableError('The database');
    await expect(retry(failing([outage, outage]), options)).resolves.toBe('done');
    expect(waits).toEqual([100, 200]);
  });

  it('gives up at once on an error that is not retriable, and throws it unchanged', async () => {
    const { waits, options } = recorded();
    const refused = new ValidationError('bad data');
    await expect(retry(failing([refused]), options)).rejects.toBe(refused);
    await expect(retry(failing([new TypeError('bug')]), options)).rejects.toThrow(TypeError);
    expect(waits).toEqual([]);
  });

  it('throws the last failure once maxAttempts tries failed', async () => {
    const { waits, options } = recorded();
    const outages = [1, 2, 3].map((n) => new ServiceUnavailableError(`The database (${n})`));
    await expect(retry(failing(outages), options)).rejects.toBe(outages[2]);
    expect(waits).toEqual([100, 200]);
  });

  it('waits out what the caller calls an outage without counting it, and counts the rest', async () => {
    const notices: string[] = [];
    const { options } = recorded({
      classify: (error) => (error instanceof ServiceUnavailableError ? 'wait-out' : 'retry'),
      onRetry: (notice) => void notices.push(`${notice.verdict}#${notice.attempt}`),
    });
    const outage = new ServiceUnavailableError('The broker');
    const bug = new Error('bug');
    await expect(retry(failing([outage, bug, outage, outage, outage, bug, bug]), options)).rejects.toBe(bug);
    expect(notices).toEqual(['wait-out#1', 'retry#2', 'wait-out#3', 'wait-out#4', 'wait-out#5', 'retry#6']);
  });

  it('stops when a fixed schedule has run out, or when the next wait would pass the deadline', async () => {
    const outage = new ServiceUnavailableError('The receiver');
    const schedule = recorded({ policy: { maxAttempts: 10, backoff: { scheduleMs: [5, 7], jitterRatio: 0 } } });
    await expect(retry(failing([outage, outage, outage]), schedule.options)).rejects.toBe(outage);
    expect(schedule.waits).toEqual([5, 7]);
    const deadline = recorded({ deadline: 1_250, now: () => 1_000 });
    await expect(retry(failing([outage, outage, outage]), deadline.options)).rejects.toBe(outage);
    expect(deadline.waits).toEqual([100, 200]);
  });

  it('gives up a try that does not settle in time and tries again', async () => {
    let calls = 0;
    const { options } = recorded({ attemptTimeoutMs: 20 });
    const answer = await retry(() => {
      calls += 1;
      return calls === 1 ? new Promise<string>(() => undefined) : Promise.resolve('ready');
    }, options);
    expect(answer).toBe('ready');
    await expect(retry(() => new Promise(() => undefined), options)).rejects.toBeInstanceOf(AttemptTimedOut);
  });
});
