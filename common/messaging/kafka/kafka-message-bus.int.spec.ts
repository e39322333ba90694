import { KafkaJSNonRetriableError } from 'kafkajs';
import { createLogger } from '../../logging';
import type { IncomingMessage } from '../message-bus';
import { testConfig } from '../../../test/support/test-environment';
import { describeBrokerBusContract } from '../../../test/support/broker-bus-contract';
import { KafkaMessageBus } from './kafka-message-bus';

describeBrokerBusContract('KafkaMessageBus (kafkajs)', (options) => new KafkaMessageBus(options));

describe('KafkaMessageBus when kafkajs gives a consumer up', () => {
  const config = testConfig();
  const topic = `${config.kafka.topicPrefix}bus-crash`;
  const bus = new KafkaMessageBus({
    brokers: config.kafka.brokers,
    clientId: 'bus-crash-int',
    logger: createLogger({ level: 'silent', name: 'test' }),
  });
  afterAll(async () => {
    await bus.deleteTopics([topic]).catch(() => undefined);
    await bus.close();
  });

  it('starts a consumer that crashed on an error kafkajs does not retry again, and it reads on', async () => {
    await bus.ensureTopics([{ name: topic, partitions: 1 }]);
    const seen: string[] = [];
    let crashed = false;
    const done = new Promise<void>((resolve) => {
      void bus.subscribe({
        groupId: `${config.kafka.topicPrefix}bus-crash-group`,
        topics: [topic],
        handler: async (message: IncomingMessage) => {
          const value = message.value.toString();
          if (value === 'b' && !crashed) {
            crashed = true;
            // What kafkajs itself throws when it will not restart the consumer.
            throw new KafkaJSNonRetriableError('the group coordinator refused the member');
          }
          seen.push(value);
          if (seen.includes('c')) resolve();
        },
      });
    });
    await bus.publish(
      topic,
      ['a', 'b', 'c'].map((value) => ({ key: 'k', value: Buffer.from(value), headers: { 'event-type': 'Test' } })),
    );
    await done;
    expect(crashed).toBe(true);
    expect(seen).toContain('b');
    expect(seen.indexOf('b')).toBeLessThan(seen.indexOf('c'));
  }, 60_000);
});
