import type { BatchSubscribeOptions, IncomingMessage } from '../message-bus';
import type { PaceClock } from '../partition-pace';
import { batchRun, messageRun, type BatchPayload } from './consumer-runs';
import { OffsetCommitter, type CommitPosition } from './offset-committer';
import { manualPaceClock as manualClock } from '../manual-pace-clock.spec';

const PACE_MS = 100;

/** One partition's fetched run: each message's key says whether the lane reads it ('mine') or not. */
const fetched = (
  partition: number,
  firstOffset: number,
  keys: readonly string[],
  resolved: string[],
): BatchPayload => ({
  batch: {
    topic: 'work',
    partition,
    messages: keys.map((key, index) => ({
      offset: String(firstOffset + index),
      timestamp: '0',
      key: Buffer.from(key),
      value: Buffer.from('{}'),
    })),
    lastOffset: () => String(firstOffset + keys.length - 1),
  },
  resolveOffset: (offset) => resolved.push(offset),
  heartbeat: () => Promise.resolve(),
  isRunning: () => true,
  isStale: () => false,
});

const committers: OffsetCommitter[] = [];
afterEach(async () => {
  await Promise.all(committers.splice(0).map((committer) => committer.close()));
});

/** A committer that records what it commits, closed after each test. */
const recordingCommitter = () => {
  const committed: CommitPosition[] = [];
  const committer = new OffsetCommitter(
    (positions) => {
      committed.push(...positions);
      return Promise.resolve();
    },
    () => undefined,
    60_000,
  );
  committers.push(committer);
  return { committer, committed };
};

const lane = (clock: PaceClock, passOverPaceMs: number, messagesConcurrently: number) => {
  const handled: string[] = [];
  const asked: string[] = [];
  const { committer, committed } = recordingCommitter();
  const run = messageRun(
    {
      groupId: 'extractor.v1.high',
      topics: ['work'],
      accepts: (message: IncomingMessage) => {
        asked.push(message.offset);
        return message.key === 'mine';
      },
      messagesConcurrently,
      passOverPaceMs,
      handler: (message) => {
        handled.push(`${message.partition}:${message.offset}`);
        return Promise.resolve();
      },
    },
    committer,
    clock,
  );
  return { run, handled, committed, committer, asked };
};

describe('messageRun with a pass-over pace (a lane that reads little of a busy topic)', () => {
  it('pauses after runs it passes over whole while they keep coming, and moves the position past them first', async () => {
    const { clock, sleeps, advance } = manualClock();
    const { run, committed, committer } = lane(clock, PACE_MS, 3);
    const resolved: string[] = [];
    await run.eachBatch!(fetched(0, 0, ['other', 'other'], resolved));
    expect(sleeps).toEqual([]); // the first run waits for nothing
    advance(5);
    await run.eachBatch!(fetched(0, 2, ['other'], resolved));
    expect(sleeps).toEqual([PACE_MS]); // the next ones gather meanwhile
    expect(resolved).toEqual(['0', '1', '2']);
    await committer.flush();
    expect(committed).toEqual([{ topic: 'work', partition: 0, offset: '3' }]);
  });

  it('never holds a run with a message it reads, nor counts it, and hands the message over', async () => {
    const { clock, sleeps, advance } = manualClock();
    const { run, handled } = lane(clock, PACE_MS, 3);
    const resolved: string[] = [];
    await run.eachBatch!(fetched(0, 0, ['other'], resolved));
    advance(5);
    await run.eachBatch!(fetched(0, 1, ['other', 'mine', 'other'], resolved));
    advance(5);
    await run.eachBatch!(fetched(0, 4, ['mine'], resolved));
    expect(handled).toEqual(['0:2', '0:4']);
    expect(sleeps).toEqual([]);
    expect(resolved).toEqual(['0', '1', '2', '3', '4']);
  });

  it('does not pause after a quiet spell, and paces each partition on its own', async () => {
    const { clock, sleeps, advance } = manualClock();
    const { run } = lane(clock, PACE_MS, 3);
    await run.eachBatch!(fetched(0, 0, ['other'], []));
    advance(PACE_MS + 1);
    await run.eachBatch!(fetched(0, 1, ['other'], []));
    await run.eachBatch!(fetched(1, 0, ['other'], []));
    expect(sleeps).toEqual([]);
  });

  it('paces a subscription that handles one message at a time too, keeping them in order', async () => {
    const { clock, sleeps, advance } = manualClock();
    const { run, handled } = lane(clock, PACE_MS, 1);
    expect(run.eachMessage).toBeUndefined();
    await run.eachBatch!(fetched(0, 0, ['mine', 'mine', 'other'], []));
    await run.eachBatch!(fetched(0, 3, ['other'], []));
    advance(5);
    await run.eachBatch!(fetched(0, 4, ['other'], []));
    expect(handled).toEqual(['0:0', '0:1']);
    expect(sleeps).toEqual([PACE_MS]);
  });

  it('asks its filter once per message, in order (a lane follows its catch-up through the filter)', async () => {
    const { clock } = manualClock();
    const { run, asked } = lane(clock, PACE_MS, 3);
    await run.eachBatch!(fetched(0, 0, ['other', 'mine', 'other', 'mine'], []));
    await run.eachBatch!(fetched(0, 4, ['other'], []));
    expect(asked).toEqual(['0', '1', '2', '3', '4']);
  });

  it('without a pace, one at a time is handed over message by message, as before', () => {
    const { clock } = manualClock();
    expect(lane(clock, 0, 1).run.eachMessage).toBeDefined();
  });
});

/** The jobs projector's subscription, paced with a busy run of 3: what each write carried, as partition:offset. */
const projector = (
  clock: PaceClock,
  merged: Pick<BatchSubscribeOptions, 'mergePartitions' | 'partitionsConcurrently'> = {},
  fails = false,
) => {
  const written: string[][] = [];
  const { committer, committed } = recordingCommitter();
  const run = batchRun(
    {
      groupId: 'projection.jobs.v1',
      topics: ['work'],
      accepts: (message: IncomingMessage) => message.key === 'mine',
      paceMs: PACE_MS,
      busyRun: 3,
      ...merged,
      handleBatch: (messages) => {
        written.push(messages.map((message) => `${message.partition}:${message.offset}`));
        return fails ? Promise.reject(new Error('the database refused the write')) : Promise.resolve();
      },
    },
    committer,
    clock,
  );
  return { run, written, committed, committer };
};

describe('batchRun with a pace and a busy run (the jobs projector)', () => {
  it('writes runs of fewer messages it reads at once, however close, and paces runs of more', async () => {
    const { clock, sleeps, advance } = manualClock();
    const { run, written } = projector(clock);
    // One message it reads among many it passes over: not a busy run.
    await run.eachBatch!(fetched(0, 0, ['other', 'mine', 'other', 'other', 'other'], []));
    advance(5);
    await run.eachBatch!(fetched(0, 5, ['mine', 'other', 'mine'], []));
    advance(5);
    expect(sleeps).toEqual([]);
    await run.eachBatch!(fetched(0, 8, ['mine', 'mine', 'mine'], []));
    expect(sleeps).toEqual([PACE_MS]);
    expect(written.map((run) => run.length)).toEqual([1, 2, 3]);
  });
});

describe('batchRun with mergePartitions (a read model writes once a fetch)', () => {
  const merged = { mergePartitions: true, partitionsConcurrently: 6 };
  const readModel = (clock: PaceClock, fails = false) => projector(clock, merged, fails);

  it('hands the partitions of one fetch over as one run, each in order, and moves every position only after it', async () => {
    const { clock } = manualClock();
    const { run, written, committed, committer } = readModel(clock);
    const resolved: string[] = [];
    const handedOver = [
      run.eachBatch!(fetched(0, 0, ['mine', 'other', 'mine'], resolved)),
      run.eachBatch!(fetched(1, 7, ['mine'], resolved)),
      run.eachBatch!(fetched(2, 3, ['other'], resolved)),
    ];
    // The run the group reads nothing of moves on at once; the others wait for the one write.
    expect(resolved).toEqual(['3']);
    await Promise.all(handedOver);
    expect(written).toEqual([['0:0', '0:2', '1:7']]);
    expect(resolved).toEqual(['3', '2', '7']);
    await committer.flush();
    expect(committed).toEqual(
      expect.arrayContaining([
        { topic: 'work', partition: 0, offset: '3' },
        { topic: 'work', partition: 1, offset: '8' },
        { topic: 'work', partition: 2, offset: '4' },
      ]),
    );
  });

  it('fails every partition of a fetch whose write failed, and moves none of their positions', async () => {
    const { clock } = manualClock();
    const { run, written } = readModel(clock, true);
    const resolved: string[] = [];
    const outcomes = await Promise.allSettled([
      run.eachBatch!(fetched(0, 0, ['mine'], resolved)),
      run.eachBatch!(fetched(1, 0, ['mine', 'mine'], resolved)),
    ]);
    expect(written).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(resolved).toEqual([]);
  });

  it('paces the whole fetch: a busy run made of several partitions is followed by the wait', async () => {
    const { clock, sleeps, advance } = manualClock();
    const { run, written } = readModel(clock);
    await Promise.all([run.eachBatch!(fetched(0, 0, ['mine'], [])), run.eachBatch!(fetched(1, 0, ['mine'], []))]);
    advance(5);
    await Promise.all([
      run.eachBatch!(fetched(0, 1, ['mine'], [])),
      run.eachBatch!(fetched(1, 1, ['mine'], [])),
      run.eachBatch!(fetched(2, 0, ['mine'], [])),
    ]);
    expect(written.map((run) => run.length)).toEqual([2, 3]);
    expect(sleeps).toEqual([PACE_MS]);
  });

  it('writes runs handed over in later turns on their own', async () => {
    const { clock } = manualClock();
    const { run, written } = readModel(clock);
    await run.eachBatch!(fetched(0, 0, ['mine'], []));
    await run.eachBatch!(fetched(1, 0, ['mine'], []));
    expect(written).toEqual([['0:0'], ['1:0']]);
  });
});
