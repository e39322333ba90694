import { createLogger } from '../../common/logging';
import { runWhenDue } from './run-when-due';

const logger = createLogger({ level: 'silent', name: 'test' });
const options = { minGapMs: 100, maxIdleMs: 10_000 };

/** A task that records when it ran (ms since the test began) and answers what `answer` says is due next. */
const recorder = () => {
  const start = Date.now();
  const runs: number[] = [];
  let next: () => Date | null = () => null;
  let failWith: Error | null = null;
  const task = async () => {
    runs.push(Date.now() - start);
    if (failWith !== null) throw failWith;
    return next();
  };
  return {
    runs,
    task,
    inMs: (ms: number) => new Date(Date.now() + ms),
    answer: (answer: () => Date | null) => {
      next = answer;
    },
    fail: (error: Error | null) => {
      failWith = error;
    },
  };
};

describe('a task run when its work falls due', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs first a gap after start, then when its last run said the next work is due, not before', async () => {
    const task = recorder();
    task.answer(() => task.inMs(2_000));
    const due = runWhenDue('test', options, task.task, logger);
    await jest.advanceTimersByTimeAsync(2_099);
    expect(task.runs).toEqual([100]);
    await jest.advanceTimersByTimeAsync(1);
    expect(task.runs).toEqual([100, 2_100]);
    await due.stop();
  });

  it('with nothing due, looks again only after the longest idle wait', async () => {
    const task = recorder();
    const due = runWhenDue('test', options, task.task, logger);
    await jest.advanceTimersByTimeAsync(25_000);
    expect(task.runs).toEqual([100, 10_100, 20_100]);
    await due.stop();
  });

  it('runs sooner when work scheduled here falls due before the next run, and not for work due after it', async () => {
    const task = recorder();
    const due = runWhenDue('test', options, task.task, logger);
    await jest.advanceTimersByTimeAsync(100); // the first run: nothing due, the next 10 s on
    due.wakeBy(task.inMs(3_000));
    due.wakeBy(task.inMs(5_000));
    await jest.advanceTimersByTimeAsync(3_000);
    expect(task.runs).toEqual([100, 3_100]);
    due.wakeBy(task.inMs(-60_000)); // already due: no sooner than the gap after the last run
    await jest.advanceTimersByTimeAsync(99);
    expect(task.runs).toEqual([100, 3_100]);
    await jest.advanceTimersByTimeAsync(1);
    expect(task.runs).toEqual([100, 3_100, 3_200]);
    await due.stop();
  });

  it('keeps work scheduled while a run is under way, even when that run saw none', async () => {
    const task = recorder();
    let release: () => void = () => undefined;
    const due = runWhenDue(
      'test',
      options,
      async () => {
        const answer = task.task();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return answer;
      },
      logger,
    );
    await jest.advanceTimersByTimeAsync(100); // a run starts and waits
    due.wakeBy(task.inMs(500));
    release();
    await jest.advanceTimersByTimeAsync(500);
    release();
    expect(task.runs).toEqual([100, 600]);
    await due.stop();
  });

  it('after a failed run, waits the longest idle wait rather than trying again at once', async () => {
    const task = recorder();
    task.fail(new Error('the database is away'));
    const due = runWhenDue('test', options, task.task, logger);
    await jest.advanceTimersByTimeAsync(10_099);
    expect(task.runs).toEqual([100]);
    task.fail(null);
    await jest.advanceTimersByTimeAsync(1);
    expect(task.runs).toEqual([100, 10_100]);
    await due.stop();
  });

  it('once stopped, waits for the run under way and starts none after it', async () => {
    const task = recorder();
    task.answer(() => task.inMs(0));
    let finished = false;
    const due = runWhenDue(
      'test',
      options,
      async () => {
        const answer = await task.task();
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
        return answer;
      },
      logger,
    );
    await jest.advanceTimersByTimeAsync(100);
    const stopped = due.stop();
    await jest.advanceTimersByTimeAsync(50);
    await stopped;
    expect(finished).toBe(true);
    due.wakeBy(task.inMs(0));
    await jest.advanceTimersByTimeAsync(30_000);
    expect(task.runs).toEqual([100]);
  });
});
