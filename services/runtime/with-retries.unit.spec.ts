import { AttemptTimedOut, withRetries } from './with-retries';

const quick = { policy: { maxAttempts: 3, backoff: { baseMs: 1, maxMs: 1, jitterRatio: 0 } }, attemptTimeoutMs: 50 };

describe('withRetries (start-up waits)', () => {
  it('gives up on an attempt that never answers and succeeds on the next one', async () => {
    const seen: unknown[] = [];
    let calls = 0;
    const result = await withRetries(
      'Preparing the database',
      () => {
        calls += 1;
        return calls === 1 ? new Promise<string>(() => undefined) : Promise.resolve('ready');
      },
      { ...quick, onRetry: (error) => seen.push(error) },
    );
    expect(result).toBe('ready');
    expect(calls).toBe(2);
    expect(seen).toEqual([expect.any(AttemptTimedOut)]);
  });

  it('fails loudly, naming the step and the last error, once every attempt is spent', async () => {
    const never = () => new Promise<never>(() => undefined);
    await expect(withRetries('Registering the event schemas', never, quick)).rejects.toThrow(
      /Registering the event schemas did not succeed after 3 attempts: .*no answer within 50 ms/,
    );
  });

  it('retries a failing dependency until it answers', async () => {
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls < 3 ? Promise.reject(new Error('connection refused')) : Promise.resolve(calls);
    };
    await expect(withRetries('Creating the Kafka topics', flaky, quick)).resolves.toBe(3);
  });
});
