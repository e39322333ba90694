import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type Producer } from 'kafkajs';
import type { Logger } from '../../logging';
import type {
  BatchSubscribeOptions,
  IncomingMessage,
  MessageBus,
  OutgoingMessage,
  SubscribeOptions,
  Subscription,
  TopicSpec,
} from '../message-bus';
import { kafkajsLogCreator } from './kafkajs-logger';
import { readTopic } from './read-topic';
import { toIncoming } from './to-incoming';
import { PublishBatcher, type TopicBatch } from './publish-batcher';
import { runKeyed } from '../keyed-concurrency/run-keyed';
import { OffsetCommitter } from './offset-committer';

export type KafkaBusOptions = Readonly<{ brokers: readonly string[]; clientId: string; logger: Logger }>;

/** More than a gathering fetch ever waits for, so that it is answered at its time limit, or when a batch is large. */
const GATHER_BYTES = 1024 * 1024;

/** The MessageBus on Kafka through kafkajs. Topics are created explicitly and keep events forever. */
export class KafkaMessageBus implements MessageBus {
  private readonly kafka: Kafka;
  private readonly admin: Admin;
  private readonly producer: Producer;
  private readonly consumers = new Map<Consumer, OffsetCommitter>();
  private connected: Promise<void> | null = null;
  private readonly batcher = new PublishBatcher((batch) => this.sendBatch(batch));

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
    this.producer = this.kafka.producer({
      createPartitioner: Partitioners.DefaultPartitioner,
      allowAutoTopicCreation: false,
    });
  }

  private connect(): Promise<void> {
    this.connected ??= Promise.all([this.admin.connect(), this.producer.connect()])
      .then(() => undefined)
      .catch((error: unknown) => {
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
        configEntries: [
          { name: 'retention.ms', value: '-1' },
          { name: 'cleanup.policy', value: 'delete' },
        ],
      })),
    });
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    await this.connect();
    await this.batcher.publish(topic, messages);
  }

  private sendBatch(batch: TopicBatch): Promise<void> {
    return this.producer
      .sendBatch({
        acks: -1,
        topicMessages: batch.map(({ topic, messages }) => ({
          topic,
          messages: messages.map((message) => ({
            key: message.key,
            value: message.value,
            headers: { ...message.headers },
          })),
        })),
      })
      .then(() => undefined);
  }

  private async newConsumer(
    groupId: string,
    topics: readonly string[],
    gatherMs = 0,
  ): Promise<{ consumer: Consumer; committer: OffsetCommitter }> {
    const consumer = this.kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      retry: { retries: 8, initialRetryTime: 300 },
      ...(gatherMs > 0 ? { minBytes: GATHER_BYTES, maxWaitTimeInMs: gatherMs } : {}),
    });
    const committer = new OffsetCommitter(
      (positions) => consumer.commitOffsets([...positions]),
      (error) =>
        this.options.logger.warn(
          { err: error, groupId },
          'could not commit positions; their messages may be read again',
        ),
    );
    // Positions reached before the partitions move to another member are committed first, so that it reads little again.
    consumer.on(consumer.events.REBALANCING, () => {
      void committer.flush();
    });
    this.consumers.set(consumer, committer);
    await consumer.connect();
    await consumer.subscribe({ topics: [...topics], fromBeginning: true });
    return { consumer, committer };
  }

  private stopper(consumer: Consumer): Subscription {
    return {
      stop: async () => {
        await this.disconnect(consumer);
      },
    };
  }

  private async disconnect(consumer: Consumer): Promise<void> {
    const committer = this.consumers.get(consumer);
    this.consumers.delete(consumer);
    await committer?.flush();
    await consumer.disconnect();
  }

  async subscribeBatches(options: BatchSubscribeOptions): Promise<Subscription> {
    const { accepts } = options;
    const { consumer, committer } = await this.newConsumer(options.groupId, options.topics, options.gatherMs);
    await consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: options.partitionsConcurrently ?? 1,
      eachBatchAutoResolve: false,
      eachBatch: async (payload) => {
        const { batch } = payload;
        if (batch.messages.length === 0 || !payload.isRunning() || payload.isStale()) return;
        const messages = batch.messages.map((message) => toIncoming(batch.topic, batch.partition, message));
        const read = accepts === undefined ? messages : messages.filter(accepts);
        if (read.length > 0) await options.handleBatch(read, { heartbeat: () => payload.heartbeat() });
        // Only now, with the batch written, may the position move past it.
        payload.resolveOffset(batch.lastOffset());
        committer.handled(batch.topic, batch.partition, batch.lastOffset());
      },
    });
    return this.stopper(consumer);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const { consumer, committer } = await this.newConsumer(options.groupId, options.topics);
    const concurrency = options.messagesConcurrently ?? 1;
    const keyOf = options.orderingKey ?? ((message: IncomingMessage) => message.key);
    const accepts = options.accepts ?? (() => true);
    await consumer.run(
      concurrency <= 1
        ? {
            autoCommit: false,
            partitionsConsumedConcurrently: options.partitionsConcurrently ?? 1,
            eachMessage: async (payload) => {
              const message = toIncoming(payload.topic, payload.partition, payload.message);
              // A throw leaves the offset uncommitted: kafkajs retries the message, so handlers must be idempotent.
              if (accepts(message)) await options.handler(message, { heartbeat: () => payload.heartbeat() });
              committer.handled(message.topic, message.partition, message.offset);
            },
          }
        : {
            autoCommit: false,
            partitionsConsumedConcurrently: options.partitionsConcurrently ?? 1,
            // Offsets are resolved only as an unbroken done prefix; a throw redelivers from the first unfinished message.
            eachBatchAutoResolve: false,
            eachBatch: async (payload) => {
              const { batch } = payload;
              const heartbeat = () => payload.heartbeat();
              const messages = batch.messages.map((message) => toIncoming(batch.topic, batch.partition, message));
              await runKeyed(messages, {
                concurrency,
                keyOf,
                skips: (message) => !accepts(message),
                handle: (message) => options.handler(message, { heartbeat }),
                onDone: (message) => {
                  payload.resolveOffset(message.offset);
                  committer.handled(message.topic, message.partition, message.offset);
                },
              });
            },
          },
    );
    return this.stopper(consumer);
  }

  async readTopic(topic: string): Promise<IncomingMessage[]> {
    await this.connect();
    return readTopic(this.kafka, this.admin, topic);
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
    await Promise.allSettled([...this.consumers.keys()].map((consumer) => this.disconnect(consumer)));
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
    this.connected = null;
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
