import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';
import { AvroRegistryCodec } from '../../events/avro';
import { testConfig } from '../../../test/support/test-environment';
import { classifyFailure } from './classify-failure';

/** Nothing listens on port 1: what the real clients throw when their server is down. */
const DOWN = '127.0.0.1:1';
const config = testConfig();

const failureOf = async (action: () => Promise<unknown>): Promise<unknown> => {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the action to fail');
};

describe('classifyFailure on the errors the real clients throw', () => {
  it('calls a database that is down an outage', async () => {
    const client = new MongoClient(`mongodb://${DOWN}`, { serverSelectionTimeoutMS: 300, connectTimeoutMS: 300 });
    try {
      const error = await failureOf(() =>
        client
          .db('x')
          .collection('jobs')
          .findOne({ _id: 'job_1' as never }),
      );
      expect(classifyFailure(error)).toBe('transient');
    } finally {
      await client.close();
    }
  });

  it('calls a broker that is down an outage, also after kafkajs gave up its own retries', async () => {
    const kafka = new Kafka({
      clientId: 'classify-int',
      brokers: [DOWN],
      logLevel: logLevel.NOTHING,
      connectionTimeout: 300,
      retry: { retries: 1, initialRetryTime: 50 },
    });
    const producer = kafka.producer();
    const error = await failureOf(() => producer.connect());
    expect((error as Error).name).toMatch(/KafkaJS/);
    expect(classifyFailure(error)).toBe('transient');
  });

  it('calls a registry that is down an outage, and one that does not know the schema an answer', async () => {
    const unknownSchema = Buffer.concat([Buffer.from([0, 0x7f, 0xff, 0xff, 0xf1]), Buffer.from('payload')]);
    const down = await failureOf(() =>
      new AvroRegistryCodec(`http://${DOWN}/apis/ccompat/v7`, new Map()).decode(unknownSchema),
    );
    expect(classifyFailure(down)).toBe('transient');
    const unknown = await failureOf(() => new AvroRegistryCodec(config.registry.url, new Map()).decode(unknownSchema));
    expect(classifyFailure(unknown)).toBe('permanent'); // EventLog turns it into UNDECODABLE_MESSAGE
  });
});
