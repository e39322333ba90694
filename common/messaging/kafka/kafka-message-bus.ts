import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type Producer } from 'kafkajs';
import type { Logger } from '../../logging';
import type { IncomingMessage, MessageBus, OutgoingMessage, SubscribeOptions, Subscription, TopicSpec } from '../message-bus';
import { kafkajsLogCreator } from './kafkajs-logger';

export type KafkaBusOptions = Readonly<{ brokers: readonly string[]; clientId: string; logger: Logger }>;

/** The MessageBus on Kafka through kafkajs. Topics are created explicitly and keep events forever. */
export class KafkaMessageBus implements MessageBus {
  private readonly kafka: Kafka;
  private readonly admin: Admin;
  private readonly producer: Producer;
  private readonly consumers = new Set<Consumer>();
  private connected: Promise<void> | null = null;

  constructor(private readonly options: KafkaBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: [...options.brokers],
      logLevel: logLevel.WARN,
      logCreator: kafkajsLogCreator(options.logger),
      retry: { retries: 5, initialRetryTime: 200, maxRetryTime: 5_000 },
      connectionTimeout: 3_000,
      requestTimeout: 10_000,
    });
    this.admin = this.kafka.admin();
    this.producer = this.kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, allowAutoTopicCreation: false });
  }

  private connect(): Promise<void> {
    this.connected ??= Promise.all([this.admin.connect(), this.producer.connect()]).then(() => undefined).catch((error: unknown) => {
      this.connected = null; // try again on the next call rather than failing forever
      throw error;
    });
    return this.connected;
  }

  async ensureTopics(topics: readonly TopicSpec[]): Promise<void> {
    await this.connect();
    const existing = new Set(await this.admin.listTopics());
    const missing = topics.filter((topic) => !existing.has(topic.name));
    if (missing.length === 0) return;
    await this.admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic: topic.name,
        numPartitions: topic.partitions,
        replicationFactor: 1,
        // Events are the source of truth and the audit trail: never delete them, never compact them.
        configEntries: [{ name: 'retention.ms', value: '-1' }, { name: 'cleanup.policy', value: 'delete' }],
      })),
    });
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    await this.connect();
    await this.producer.send({
      topic,
      acks: -1,
      messages: messages.map((message) => ({ key: message.key, value: message.value, headers: { ...message.headers } })),
    });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const consumer = this.kafka.consumer({ groupId: options.groupId, allowAutoTopicCreation: false, retry: { retries: 8, initialRetryTime: 300 } });
    this.consumers.add(consumer);
    await consumer.connect();
    await consumer.subscribe({ topics: [...options.topics], fromBeginning: true });
    await consumer.run({
      partitionsConsumedConcurrently: options.partitionsConcurrently ?? 1,
      eachMessage: async ({ topic, partition, message }) => {
        const incoming: IncomingMessage = {
          topic,
          partition,
          offset: message.offset,
          key: message.key === null ? null : message.key.toString('utf8'),
          value: message.value ?? Buffer.alloc(0),
          headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)])),
        };
        // A throw leaves the offset uncommitted: kafkajs retries the message, so handlers must be idempotent.
        await options.handler(incoming);
      },
    });
    return {
      stop: async () => {
        this.consumers.delete(consumer);
        await consumer.disconnect();
      },
    };
  }

  /** For tests and tools only: the service itself never deletes events. */
  async deleteTopics(names: readonly string[]): Promise<void> {
    await this.connect();
    await this.admin.deleteTopics({ topics: [...names] });
  }

  async isHealthy(): Promise<boolean> {
    try {
      await this.connect();
      await withTimeout(this.admin.describeCluster(), 2_000);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.consumers].map((consumer) => consumer.disconnect()));
    this.consumers.clear();
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
    this.connected = null;
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
