import { createLogger } from '../../logging';
import { ServiceUnavailableError } from '../../errors';
import { testConfig } from '../../../test/support/test-environment';
import { allTopics, topicSpecs, topicsFor } from '../../topics';
import { KafkaMessageBus } from '../kafka';
import type { IncomingMessage } from '../message-bus';
import { DLQ_HEADER } from './dead-letter';
import { DeadLetteringBus } from './dead-lettering-bus';

const config = testConfig();
const topics = topicsFor(config.kafka.topicPrefix);
const logger = createLogger({ level: config.log.level, name: 'dead-letters-int' });

describe('DeadLetteringBus on the real broker', () => {
  const kafka = new KafkaMessageBus({ brokers: config.kafka.brokers, clientId: 'dead-letters-int', logger });
  const bus = new DeadLetteringBus(kafka, {
    topic: topics.deadLetters,
    policy: { maxAttempts: 3, backoff: { baseMs: 20, maxMs: 200, jitterRatio: 0 } },
    logger,
  });

  beforeAll(() => kafka.ensureTopics(topicSpecs(topics, 3)));
  afterAll(async () => {
    await bus.close();
    await kafka.deleteTopics(allTopics(topics)).catch(() => undefined);
  });

  it('dead-letters a handler failing for good after maxAttempts, waits out a transient one, and keeps the partition moving', async () => {
    const calls: string[] = [];
    let outageLeft = 4; // more than maxAttempts: an outage never counts towards it
    const allHandled = new Promise<void>((resolve) => {
      void bus.subscribe({
        groupId: `${config.kafka.topicPrefix}dlq-int`,
        topics: [topics.jobs],
        handler: async (message: IncomingMessage) => {
          const value = message.value.toString();
          calls.push(value);
          if (value === 'broken') throw new TypeError("Cannot read properties of undefined (reading 'jobId')");
          if (value === 'outage' && outageLeft-- > 0) throw new ServiceUnavailableError('The database');
          if (value === 'last') resolve();
        },
      });
    });
    await kafka.publish(
      topics.jobs,
      ['broken', 'outage', 'last'].map((value) => ({
        key: 'one-key',
        value: Buffer.from(value),
        headers: { 'event-type': 'Probe', 'event-id': `probe-${value}` },
      })),
    );
    await allHandled;

    expect(calls).toEqual(['broken', 'broken', 'broken', 'outage', 'outage', 'outage', 'outage', 'outage', 'last']);
    const deadLetters = await kafka.readTopic(topics.deadLetters);
    expect(deadLetters.map((message) => message.value.toString())).toEqual(['broken']);
    const origin = (await kafka.readTopic(topics.jobs)).find((message) => message.value.toString() === 'broken')!;
    expect(deadLetters[0]).toMatchObject({
      key: 'one-key',
      headers: {
        'event-type': 'Probe',
        'event-id': 'probe-broken',
        [DLQ_HEADER.originTopic]: topics.jobs,
        [DLQ_HEADER.originPartition]: String(origin.partition),
        [DLQ_HEADER.originOffset]: origin.offset,
        [DLQ_HEADER.consumerGroup]: `${config.kafka.topicPrefix}dlq-int`,
        [DLQ_HEADER.failure]: 'permanent',
        [DLQ_HEADER.errorCode]: 'TypeError',
        [DLQ_HEADER.errorMessage]: "Cannot read properties of undefined (reading 'jobId')",
        [DLQ_HEADER.attempts]: '3',
      },
    });
    expect(Date.parse(deadLetters[0]!.headers[DLQ_HEADER.failedAt]!)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('reads a topic from its beginning to its end as of the call, in partition and offset order', async () => {
    const everything = await kafka.readTopic(topics.jobs);
    expect(everything.map((message) => message.value.toString())).toEqual(['broken', 'outage', 'last']); // one key: one partition
    expect(everything.every((message) => message.topic === topics.jobs)).toBe(true);
    await expect(kafka.readTopic(`${config.kafka.topicPrefix}never-created`)).rejects.toThrow('does not exist');
  });
});
