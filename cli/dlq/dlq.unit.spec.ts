import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import type { IncomingMessage } from '../../common/messaging';
import { toDeadLetter } from '../../common/messaging/dead-letters';
import { runDlq } from './run-dlq';

const DLQ = 'p.dead-letters';
const JOBS = 'p.jobs';
const at = (minute: number) => new Date(`2026-03-01T12:${String(minute).padStart(2, '0')}:00.000Z`);

/** A jobs topic with two messages, and dead letters of them as consumer groups would write them. */
const setUp = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics([
    { name: JOBS, partitions: 1 },
    { name: DLQ, partitions: 1 },
  ]);
  await bus.publish(JOBS, [
    {
      key: 'job_a',
      value: Buffer.from([0, 1, 2, 250]),
      headers: { 'event-type': 'JobRequested', 'event-id': 'job_a:1', 'tenant-id': 't1' },
    },
    { key: 'job_b', value: Buffer.from('not avro'), headers: {} },
  ]);
  const [first, second] = bus.messages(JOBS) as [IncomingMessage, IncomingMessage];
  const undecodable = new Error('Message encoded with magic byte {"type":"Buffer","data":[0]}');
  await bus.publish(DLQ, [
    toDeadLetter(first, {
      groupId: 'p.projection',
      failure: 'undecodable',
      error: Object.assign(undecodable, { code: 'UNDECODABLE_MESSAGE' }),
      attempts: 1,
      failedAt: at(1),
    }),
    toDeadLetter(first, {
      groupId: 'p.extractor',
      failure: 'undecodable',
      error: undecodable,
      attempts: 1,
      failedAt: at(2),
    }),
    // the projection gave the same message up again: redelivered before its offset was committed
    toDeadLetter(first, {
      groupId: 'p.projection',
      failure: 'undecodable',
      error: undecodable,
      attempts: 1,
      failedAt: at(3),
    }),
    toDeadLetter(second, {
      groupId: 'p.projection',
      failure: 'permanent',
      error: new TypeError('bad data'),
      attempts: 5,
      failedAt: at(4),
    }),
  ]);
  const out: string[] = [];
  const err: string[] = [];
  const run = (...argv: string[]) =>
    runDlq(argv, {
      bus: () => bus,
      deadLetterTopic: DLQ,
      out: (text) => void out.push(text),
      err: (text) => void err.push(text),
      now: () => at(30),
    });
  const json = async (...argv: string[]) => {
    out.length = 0;
    expect(await run('list', '--json', ...argv)).toBe(0);
    return JSON.parse(out.join('')) as Array<Record<string, unknown>>;
  };
  return { bus, out, err, run, json };
};

describe('dlq list', () => {
  it('prints each dead letter with its origin, group, event, error, time and whether it was replayed', async () => {
    const { run, out } = await setUp();
    expect(await run('list')).toBe(0);
    const printed = out.join('');
    expect(printed).toContain(`0-0  ${JOBS} partition 0 offset 0  group p.projection  JobRequested job_a:1`);
    expect(printed).toContain('  UNDECODABLE_MESSAGE: Message encoded with magic byte');
    expect(printed).toContain('  failed 2026-03-01T12:01:00.000Z after 1 attempt (undecodable)  not replayed');
    expect(printed).toContain(`0-3  ${JOBS} partition 0 offset 1  group p.projection  (no event headers)`);
    expect(printed).toContain('  TypeError: bad data\n  failed 2026-03-01T12:04:00.000Z after 5 attempts (permanent)');
    expect(printed).toContain(`3 dead letters in ${DLQ}, 0 of them replayed.`);
  });

  it('lists a message one group dead-lettered twice only once, naming the copy', async () => {
    const { json } = await setUp();
    const listed = await json();
    expect(listed.map((entry) => [entry.id, entry.consumerGroup, entry.duplicates])).toEqual([
      ['0-0', 'p.projection', ['0-2']],
      ['0-1', 'p.extractor', []],
      ['0-3', 'p.projection', []],
    ]);
    expect(listed[0]).toMatchObject({
      origin: { topic: JOBS, partition: 0, offset: '0' },
      eventType: 'JobRequested',
      eventId: 'job_a:1',
      failure: 'undecodable',
      attempts: 1,
      replayed: false,
      key: 'job_a',
      headers: { 'event-type': 'JobRequested', 'event-id': 'job_a:1', 'tenant-id': 't1' },
      valueBase64: Buffer.from([0, 1, 2, 250]).toString('base64'),
    });
  });

  it('shows the last N with --limit', async () => {
    const { json, run, out } = await setUp();
    expect((await json('--limit', '1')).map((entry) => entry.id)).toEqual(['0-3']);
    out.length = 0;
    await run('list', '--limit', '2');
    expect(out.join('')).toContain(`the last 2 of 3 dead letters in ${DLQ}`);
  });

  it('says so when there are none, and fails with 1 when the topic does not exist', async () => {
    const bus = new InMemoryMessageBus();
    await bus.ensureTopics([{ name: DLQ, partitions: 1 }]);
    const out: string[] = [];
    const err: string[] = [];
    const deps = {
      bus: () => bus,
      out: (text: string) => void out.push(text),
      err: (text: string) => void err.push(text),
      now: () => at(0),
    };
    expect(await runDlq(['list'], { ...deps, deadLetterTopic: DLQ })).toBe(0);
    expect(out.join('')).toBe(`No dead letters in ${DLQ}.\n`);
    expect(await runDlq(['list'], { ...deps, deadLetterTopic: 'p.nowhere' })).toBe(1);
    expect(err.join('')).toBe('dlq: Topic p.nowhere does not exist\n');
  });
});

describe('dlq replay', () => {
  it('publishes the original key, value and headers to the origin topic once, and list then shows it replayed', async () => {
    const { bus, run, json, out } = await setUp();
    expect(await run('replay', '0-1')).toBe(0);
    expect(out.join('')).toBe(
      `replayed 0-1 to ${JOBS}: JobRequested job_a:1\n1 dead letter replayed, 1 message published.\n`,
    );

    const jobs = bus.messages(JOBS);
    expect(jobs).toHaveLength(3);
    expect(jobs[2]).toMatchObject({
      key: 'job_a',
      value: Buffer.from([0, 1, 2, 250]),
      headers: { 'event-type': 'JobRequested', 'event-id': 'job_a:1', 'tenant-id': 't1' },
    });
    expect(Object.keys(jobs[2]!.headers).filter((name) => name.startsWith('dlq-'))).toEqual([]);
    // the replayed message reaches every group: the projection's dead letter of it counts as replayed too
    expect((await json()).map((entry) => [entry.id, entry.replayed, entry.replayedAt])).toEqual([
      ['0-0', true, '2026-03-01T12:30:00.000Z'],
      ['0-1', true, '2026-03-01T12:30:00.000Z'],
      ['0-3', false, null],
    ]);
  });

  it('replays with --all only what was not replayed yet, each message once', async () => {
    const { bus, run, json } = await setUp();
    expect(await run('replay', '0-3')).toBe(0);
    expect(bus.messages(JOBS)).toHaveLength(3);
    expect(await run('replay', '--all')).toBe(0);
    const jobs = bus.messages(JOBS);
    expect(jobs.map((message) => message.key)).toEqual(['job_a', 'job_b', 'job_b', 'job_a']);
    expect((await json()).every((entry) => entry.replayed === true)).toBe(true);
    expect(await run('replay', '--all')).toBe(0);
    expect(bus.messages(JOBS)).toHaveLength(4);
  });

  it('replays nothing and fails with 1 when an id is unknown', async () => {
    const { bus, run, err } = await setUp();
    expect(await run('replay', '0-3', '0-99')).toBe(1);
    expect(err.join('')).toContain('No dead letter 0-99');
    expect(bus.messages(JOBS)).toHaveLength(2);
    expect(bus.messages(DLQ)).toHaveLength(4);
  });
});

describe('dlq usage', () => {
  it.each([
    [['frobnicate'], "Unknown command 'frobnicate'"],
    [['list', '--limit', 'ten'], '--limit needs a positive whole number'],
    [['list', '--colour'], "Unexpected argument '--colour'"],
    [['replay'], 'Name the dead letters to replay'],
    [['replay', '--all', '0-1'], 'either dead-letter ids or --all'],
    [['replay', 'job_a'], "'job_a' is not a dead-letter id"],
  ])('exits with 2 for %j without connecting', async (argv, message) => {
    const err: string[] = [];
    const code = await runDlq(argv, {
      bus: () => {
        throw new Error('must not connect');
      },
      deadLetterTopic: DLQ,
      out: () => undefined,
      err: (text) => void err.push(text),
      now: () => at(0),
    });
    expect(code).toBe(2);
    expect(err.join('')).toContain(message);
    expect(err.join('')).toContain('Usage:');
  });
});
