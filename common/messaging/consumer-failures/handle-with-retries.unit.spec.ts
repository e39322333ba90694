import { ServiceUnavailableError } from '../../errors';
import { handleWithRetries, type RetryDeps } from './handle-with-retries';

const deps = (overrides: Partial<RetryDeps> = {}): RetryDeps & { sleeps: number[]; heartbeats: number } => {
  const record = { sleeps: [] as number[], heartbeats: 0 };
  return Object.assign(record, {
    policy: { maxAttempts: 2, backoff: { baseMs: 5_000, maxMs: 5_000, jitterRatio: 0 } },
    signal: new AbortController().signal,
    heartbeat: async () => void (record.heartbeats += 1),
    onRetry: () => undefined,
    sleep: async (ms: number) => void record.sleeps.push(ms),
    ...overrides,
  });
};

const failingTimes = (times: number, error: () => unknown) => {
  let left = times;
  return async () => {
    if (left-- > 0) throw error();
  };
};

describe('handleWithRetries', () => {
  it('cuts a long wait into slices with a heartbeat after each, so the broker keeps the partition with this consumer', async () => {
    const context = deps();
    const outcome = await handleWithRetries(
      failingTimes(1, () => new ServiceUnavailableError('The database')),
      context,
    );
    expect(outcome).toEqual({ kind: 'handled', attempts: 2 });
    expect(context.sleeps).toEqual([2_000, 2_000, 1_000]);
    expect(context.heartbeats).toBe(3);
  });

  it('lets a failed heartbeat (the group is rebalancing) end the handling, so the message goes back unhandled', async () => {
    const rebalancing = new Error('The group is rebalancing, so a rejoin is needed');
    const context = deps({ heartbeat: async () => Promise.reject(rebalancing) });
    await expect(
      handleWithRetries(
        failingTimes(1, () => new ServiceUnavailableError('The database')),
        context,
      ),
    ).rejects.toBe(rebalancing);
  });

  it('counts only failures that are not outages towards maxAttempts, and reports every try', async () => {
    const errors = [
      new ServiceUnavailableError('The database'),
      new TypeError('bug'),
      new ServiceUnavailableError('The database'),
      new TypeError('bug again'),
    ];
    const notices: string[] = [];
    let index = 0;
    const outcome = await handleWithRetries(
      async () => {
        throw errors[index++]!;
      },
      deps({ onRetry: (notice) => void notices.push(`${notice.kind}#${notice.attempt}`) }),
    );
    expect(outcome).toMatchObject({ kind: 'gave-up', failure: 'permanent', attempts: 4, error: errors[3] });
    expect(notices).toEqual(['transient#1', 'permanent#2', 'transient#3']);
  });
});
