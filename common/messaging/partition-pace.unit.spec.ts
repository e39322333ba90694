import { partitionPace } from './partition-pace';
import { manualPaceClock as manualClock } from './manual-pace-clock.spec';

/** A run that takes `ms` of the clock and records that it ran. */
const runTaking = (advance: (ms: number) => void, ms: number, ran: string[], name: string) => () => {
  advance(ms);
  ran.push(name);
  return Promise.resolve();
};

/**
 * A pace on a manual clock; `run` hands it a run of `ms` (10 by default) and `messages` (1 by default) on
 * a partition, recorded in `ran`.
 */
const pacedOnManualClock = (paceMs = 100, busyRun?: number) => {
  const { clock, sleeps, advance } = manualClock();
  const pace = partitionPace(paceMs, clock, busyRun);
  const ran: string[] = [];
  const run = (partition: string, name: string, ms = 10, messages?: number) =>
    pace(partition, runTaking(advance, ms, ran, name), messages);
  return { pace, sleeps, advance, ran, run };
};

describe('partitionPace', () => {
  it('never holds the first run, nor one after a quiet spell', async () => {
    const { sleeps, advance, ran, run } = pacedOnManualClock();
    await run('jobs/0', 'first');
    advance(100);
    await run('jobs/0', 'after a quiet spell');
    expect(ran).toEqual(['first', 'after a quiet spell']);
    expect(sleeps).toEqual([]);
  });

  it('waits after a run that began while messages kept coming, so the next ones gather', async () => {
    const { sleeps, advance, ran, run } = pacedOnManualClock();
    await run('jobs/0', 'a');
    advance(30);
    await run('jobs/0', 'b');
    expect(sleeps).toEqual([100]);
    // The wait counts as part of the stream: the run right after it is still a busy one.
    await run('jobs/0', 'c');
    expect(sleeps).toEqual([100, 100]);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('waits only after the run, once its work (the position moved) is done', async () => {
    const { clock, advance } = manualClock();
    const order: string[] = [];
    const pace = partitionPace(100, {
      now: clock.now,
      sleep: (ms) => {
        order.push('wait');
        return clock.sleep(ms);
      },
    });
    await pace('jobs/0', runTaking(advance, 10, [], 'a'));
    await pace('jobs/0', async () => {
      order.push('run');
      return Promise.resolve();
    });
    expect(order).toEqual(['run', 'wait']);
  });

  it('with a busy run, never waits after a smaller one, however close together they come', async () => {
    const { sleeps, advance, ran, run } = pacedOnManualClock(100, 4);
    // A lone job's events, one a run: each handled at once.
    for (const name of ['requested', 'started', 'completed']) {
      await run('jobs/0', name, 10, 1);
      advance(5);
    }
    expect(sleeps).toEqual([]);
    // A batch's events, many a run: the stream the small runs were part of is paced from the first.
    await run('jobs/0', 'six events', 10, 6);
    expect(sleeps).toEqual([100]);
    await run('jobs/0', 'three events', 10, 3);
    expect(sleeps).toEqual([100]);
    await run('jobs/0', 'four events', 10, 4);
    expect(sleeps).toEqual([100, 100]);
    expect(ran).toEqual(['requested', 'started', 'completed', 'six events', 'three events', 'four events']);
  });

  it('paces each partition on its own', async () => {
    const { sleeps, run } = pacedOnManualClock();
    await run('jobs/0', 'p0');
    await run('jobs/1', 'p1');
    expect(sleeps).toEqual([]);
  });

  it('does nothing but run when the pace is 0', async () => {
    const { sleeps, ran, run } = pacedOnManualClock(0);
    for (const name of ['a', 'b', 'c']) await run('jobs/0', name, 1);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(sleeps).toEqual([]);
  });

  it('a run that fails is not waited after, and its error reaches the caller', async () => {
    const { pace, sleeps, run } = pacedOnManualClock();
    await run('jobs/0', 'a');
    await expect(pace('jobs/0', () => Promise.reject(new Error('write failed')))).rejects.toThrow('write failed');
    expect(sleeps).toEqual([]);
  });
});
