import { JobsInFlight } from './jobs-in-flight';

describe('the jobs a worker process is running', () => {
  it('runs a job delivered again only after its first run has ended, even when that run fails', async () => {
    const inFlight = new JobsInFlight();
    const order: string[] = [];
    let finishFirst: (() => void) | undefined;
    const first = inFlight.one('job_1', async () => {
      order.push('first started');
      await new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      order.push('first ended');
      throw new Error('database down');
    });
    const again = inFlight.one('job_1', () => {
      order.push('second started');
      return Promise.resolve('done');
    });
    const other = inFlight.one('job_2', () => {
      order.push('other job started');
      return Promise.resolve('other');
    });
    expect(await other).toBe('other');
    finishFirst?.();
    await expect(first).rejects.toThrow('database down');
    expect(await again).toBe('done');
    expect(order).toEqual(['first started', 'other job started', 'first ended', 'second started']);
    expect(inFlight.size).toBe(0);
  });
});
