import { randomBytes } from 'node:crypto';
import { KafkaJSConnectionError } from 'kafkajs';
import pino from 'pino';
import { ServiceUnavailableError } from '../../errors';
import { EventLog, JsonEventCodec, type AnyEvent } from '../../events';
import { InMemoryMessageBus } from '../in-memory';
import type { IncomingMessage, OutgoingMessage } from '../message-bus';
import { DLQ_HEADER } from './dead-letter';
import { DeadLetteringBus } from './dead-lettering-bus';

const failedAt = new Date('2026-03-01T12:00:00.000Z');
const event = (id: string): AnyEvent => ({
  type: 'JobRequested',
  data: { jobId: id },
  metadata: {
    eventId: `${id}:1`,
    occurredAt: failedAt.toISOString(),
    tenantId: 't1',
    correlationId: id,
    causationId: null,
    schemaVersion: 1,
  },
});

const setUp = async (inner = new InMemoryMessageBus()) => {
  await inner.ensureTopics([
    { name: 'jobs', partitions: 2 },
    { name: 'dead-letters', partitions: 1 },
  ]);
  const logs: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => void logs.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  const sleeps: number[] = [];
  const bus = new DeadLetteringBus(inner, {
    topic: 'dead-letters',
    policy: { maxAttempts: 3, backoff: { baseMs: 100, maxMs: 1_000, jitterRatio: 0 } },
    logger,
    now: () => failedAt,
    sleep: async (ms) => void sleeps.push(ms),
  });
  const deadLetters = () => inner.messages('dead-letters');
  return { inner, bus, logs, sleeps, deadLetters };
};

const text = (message: IncomingMessage) => message.value.toString();

describe('DeadLetteringBus', () => {
  it('in a batch subscription, sets aside only the undecodable message of a batch and writes the rest', async () => {
    const { inner, bus, deadLetters } = await setUp();
    const eventLog = new EventLog(bus, new JsonEventCodec());
    const written: string[][] = [];
    await eventLog.append('jobs', 'job_1', [event('job_1')]);
    await inner.publish('jobs', [
      { key: 'job_1', value: randomBytes(64), headers: { 'event-type': 'JobRequested', 'event-id': 'job_x:1' } },
    ]);
    await eventLog.append('jobs', 'job_1', [event('job_2')]);
    // subscribed after the three are in: the first batch holds them all
    await eventLog.subscribeBatches({
      groupId: 'projection',
      topics: ['jobs'],
      handler: async (events) => void written.push(events.map(({ event: received }) => received.metadata.eventId)),
    });
    await inner.drain();
    expect(written).toEqual([['job_1:1'], ['job_2:1']]); // after the whole batch failed, one message at a time
    expect(deadLetters().map((message) => message.headers['event-id'])).toEqual(['job_x:1']);
  });

  it('dead-letters an undecodable message at once, with its origin, and goes on with the next one', async () => {
    const { inner, bus, logs, deadLetters } = await setUp();
    const eventLog = new EventLog(bus, new JsonEventCodec());
    const handled: string[] = [];
    await eventLog.subscribe({
      groupId: 'projection',
      topics: ['jobs'],
      handler: async (received) => void handled.push(received.metadata.eventId),
    });
    const poison = randomBytes(64);
    await inner.publish('jobs', [
      { key: 'job_1', value: poison, headers: { 'event-type': 'JobRequested', 'event-id': 'job_1:1' } },
    ]);
    await eventLog.append('jobs', 'job_1', [event('job_1')]);
    await inner.drain();

    expect(handled).toEqual(['job_1:1']);
    expect(deadLetters()).toHaveLength(1);
    const [deadLetter] = deadLetters();
    const origin = inner.messages('jobs').find((message) => message.value.equals(poison))!;
    expect(deadLetter!.key).toBe('job_1');
    expect(deadLetter!.value.equals(poison)).toBe(true);
    expect(deadLetter!.headers).toMatchObject({
      'event-type': 'JobRequested',
      'event-id': 'job_1:1',
      [DLQ_HEADER.originTopic]: 'jobs',
      [DLQ_HEADER.originPartition]: String(origin.partition),
      [DLQ_HEADER.originOffset]: origin.offset,
      [DLQ_HEADER.consumerGroup]: 'projection',
      [DLQ_HEADER.failure]: 'undecodable',
      [DLQ_HEADER.errorCode]: 'UNDECODABLE_MESSAGE',
      [DLQ_HEADER.attempts]: '1',
      [DLQ_HEADER.failedAt]: failedAt.toISOString(),
    });
    expect(deadLetter!.headers[DLQ_HEADER.errorMessage]).toMatch(/^The message cannot be decoded: /);
    expect(logs.filter((line) => line.level === 50).map((line) => line.msg)).toEqual(['message dead-lettered']);
  });

  it('tries a message whose handler keeps failing maxAttempts times with a short backoff, then dead-letters it', async () => {
    const { inner, bus, sleeps, deadLetters, logs } = await setUp();
    const calls: string[] = [];
    await bus.subscribe({
      groupId: 'worker',
      topics: ['jobs'],
      handler: async (message) => {
        calls.push(text(message));
        if (text(message) === 'bad') throw new TypeError("Cannot read properties of undefined (reading 'jobId')");
      },
    });
    await inner.publish(
      'jobs',
      ['bad', 'good'].map((value) => ({ key: 'same-key', value: Buffer.from(value) })),
    );
    await inner.drain();

    expect(calls).toEqual(['bad', 'bad', 'bad', 'good']);
    expect(sleeps).toEqual([100, 200]);
    expect(deadLetters().map(text)).toEqual(['bad']);
    expect(deadLetters()[0]!.headers).toMatchObject({
      [DLQ_HEADER.failure]: 'permanent',
      [DLQ_HEADER.errorCode]: 'TypeError',
      [DLQ_HEADER.attempts]: '3',
      [DLQ_HEADER.consumerGroup]: 'worker',
    });
    expect(logs.filter((line) => line.level === 40)).toHaveLength(2);
  });

  it('waits out an outage however many tries it takes, with capped backoff, and dead-letters nothing', async () => {
    const { inner, bus, sleeps, deadLetters, logs } = await setUp();
    let failuresLeft = 7; // more than maxAttempts: outages do not count towards it
    const handled: string[] = [];
    await bus.subscribe({
      groupId: 'projection',
      topics: ['jobs'],
      handler: async (message) => {
        if (failuresLeft-- > 0) throw new ServiceUnavailableError('The database');
        handled.push(text(message));
      },
    });
    await inner.publish('jobs', [{ key: 'k', value: Buffer.from('event') }]);
    await inner.drain();

    expect(handled).toEqual(['event']);
    expect(sleeps).toEqual([100, 200, 400, 800, 1_000, 1_000, 1_000]);
    expect(deadLetters()).toEqual([]);
    expect(logs.filter((line) => line.level === 40).map((line) => line.msg)).toEqual(
      Array(7).fill('a dependency is unavailable; the message waits and is tried again'),
    );
  });

  it('treats a schema registry that cannot be reached as an outage, not as an undecodable message', async () => {
    const { inner, bus, deadLetters } = await setUp();
    const codec = new JsonEventCodec();
    let refusals = 2;
    const flaky = {
      encode: (topic: string, value: AnyEvent) => codec.encode(topic, value),
      decode: async (bytes: Buffer) => {
        if (refusals-- > 0)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8081'), { code: 'ECONNREFUSED' });
        return codec.decode(bytes);
      },
    };
    const eventLog = new EventLog(bus, flaky);
    const handled: string[] = [];
    await eventLog.subscribe({
      groupId: 'projection',
      topics: ['jobs'],
      handler: async (received) => void handled.push(received.metadata.eventId),
    });
    await eventLog.append('jobs', 'job_2', [event('job_2')]);
    await inner.drain();

    expect(handled).toEqual(['job_2:1']);
    expect(deadLetters()).toEqual([]);
  });

  it('stops waiting when its subscription stops, leaving the message unhandled and not dead-lettered', async () => {
    const inner = new InMemoryMessageBus();
    await inner.ensureTopics([
      { name: 'jobs', partitions: 1 },
      { name: 'dead-letters', partitions: 1 },
    ]);
    let tries = 0;
    const bus = new DeadLetteringBus(inner, {
      topic: 'dead-letters',
      policy: { maxAttempts: 3, backoff: { baseMs: 60_000, maxMs: 60_000, jitterRatio: 0 } },
      logger: pino({ level: 'silent' }),
      // waits until stopped, like an outage that outlasts the process
      sleep: (_ms, signal) =>
        new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true })),
    });
    const subscription = await bus.subscribe({
      groupId: 'projection',
      topics: ['jobs'],
      handler: async () => {
        tries += 1;
        throw new ServiceUnavailableError('The database');
      },
    });
    await inner.publish('jobs', [{ key: 'k', value: Buffer.from('event') }]);
    while (tries === 0) await new Promise((resolve) => setImmediate(resolve));

    await subscription.stop();
    expect(tries).toBe(1);
    expect(inner.messages('dead-letters')).toEqual([]);
  });

  it('keeps trying to write a dead letter while the broker is unreachable, and moves on only once it is written', async () => {
    class FlakyBus extends InMemoryMessageBus {
      refusals = 2;
      override async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
        if (topic === 'dead-letters' && this.refusals-- > 0)
          throw new KafkaJSConnectionError('Connection error: connect ECONNREFUSED 127.0.0.1:9092');
        await super.publish(topic, messages);
      }
    }
    const { inner, bus, deadLetters } = await setUp(new FlakyBus());
    const handled: string[] = [];
    await bus.subscribe({
      groupId: 'worker',
      topics: ['jobs'],
      handler: async (message) => {
        if (text(message) === 'poison') throw new RangeError('invalid data');
        handled.push(text(message));
      },
    });
    await inner.publish(
      'jobs',
      ['poison', 'next'].map((value) => ({ key: 'k', value: Buffer.from(value) })),
    );
    await inner.drain();

    expect(deadLetters().map(text)).toEqual(['poison']);
    expect(handled).toEqual(['next']);
  });
});
