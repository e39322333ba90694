import { createLogger } from '../../logging';
import { describeBrokerBusContract } from '../../../test/support/broker-bus-contract';
import { classifyFailure } from '../consumer-failures';
import { ConfluentMessageBus } from './confluent-message-bus';

// The same contract as the kafkajs bus, on librdkafka: this needs the client built (npm install builds it).
describeBrokerBusContract('ConfluentMessageBus (librdkafka)', (options) => new ConfluentMessageBus(options));

describe('ConfluentMessageBus with no broker to reach', () => {
  it('fails a publish as an outage (to be waited out), not as a bad message', async () => {
    // Nothing listens on port 1.
    const bus = new ConfluentMessageBus({
      brokers: ['127.0.0.1:1'],
      clientId: 'confluent-down',
      logger: createLogger({ level: 'silent', name: 'test' }),
    });
    try {
      const failure = await bus.publish('anything', [{ key: 'k', value: Buffer.from('x') }]).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      expect(classifyFailure(failure)).toBe('transient');
    } finally {
      await bus.close();
    }
  });
});
