import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type Producer } from 'kafkajs';
import type {
  BatchSubscribeOptions,
  IncomingMessage,
  OutgoingMessage,
  SubscribeOptions,
  Subscription,
  TopicSpec,
} from '../message-bus';
import { kafkajsLogCreator } from './kafkajs-logger';
import { readTopic, type TopicReader } from './read-topic';
import { PublishBatcher, topicMessagesOf, type TopicBatch } from './publish-batcher';
import { OffsetCommitter } from './offset-committer';
import { batchRun, GATHER_BYTES, messageRun, type ConsumerRun } from './consumer-runs';
import { DEFAULT_JITTER_RATIO, retryDelayMs } from '../../retry';
import type { BrokerBus, KafkaBusOptions } from './broker-bus';
import { topicsToCreate, withTimeout } from './topic-settings';

/** How long a consumer kafkajs left stopped waits before it is started again. */
const CONSUMER_RESTART_BACKOFF = { baseMs: 1_000, maxMs: 30_000, jitterRatio: DEFAULT_JITTER_RATIO };

/** The MessageBus on Kafka through kafkajs. Topics are created explicitly and keep events forever. */
export class KafkaMessageBus implements BrokerBus {
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
    const missing = topicsToCreate(await this.admin.listTopics(), topics);
    if (missing.length > 0) await this.admin.createTopics({ waitForLeaders: true, topics: missing });
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    await this.connect();
    await this.batcher.publish(topic, messages);
  }

  private sendBatch(batch: TopicBatch): Promise<void> {
    return this.producer.sendBatch({ acks: -1, topicMessages: topicMessagesOf(batch) }).then(() => undefined);
  }

  private newConsumer(groupId: string, gatherMs = 0): { consumer: Consumer; committer: OffsetCommitter } {
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
    return { consumer, committer };
  }

  /** How a consumer starts, the first time and after a crash alike. */
  private async start(consumer: Consumer, topics: readonly string[], run: ConsumerRun): Promise<void> {
    await consumer.connect();
    await consumer.subscribe({ topics: [...topics], fromBeginning: true });
    await consumer.run({ autoCommit: false, ...run });
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
    await committer?.close();
    await consumer.disconnect();
  }

  async subscribeBatches(options: BatchSubscribeOptions): Promise<Subscription> {
    const { consumer, committer } = this.newConsumer(options.groupId, options.gatherMs);
    await this.runUntilStopped(consumer, options.groupId, options.topics, batchRun(options, committer));
    return this.stopper(consumer);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const { consumer, committer } = this.newConsumer(options.groupId);
    await this.runUntilStopped(consumer, options.groupId, options.topics, messageRun(options, committer));
    return this.stopper(consumer);
  }

  /**
   * kafkajs restarts a consumer that crashed on an error it calls retriable, and leaves one that crashed
   * on any other error stopped for good (a broker coming back can answer a rejoin so), its partitions
   * unread while the process looks healthy. Such a consumer is started again here, with backoff, until
   * it runs or the subscription is stopped.
   */
  private async runUntilStopped(
    consumer: Consumer,
    groupId: string,
    topics: readonly string[],
    run: ConsumerRun,
  ): Promise<void> {
    let restarts = 0;
    const restart = async (): Promise<void> => {
      if (!this.consumers.has(consumer)) return;
      try {
        await this.start(consumer, topics, run);
        restarts = 0;
      } catch (error) {
        this.options.logger.warn({ err: error, groupId }, 'the Kafka consumer could not be started again yet');
        later();
      }
    };
    const later = () => {
      restarts += 1;
      setTimeout(() => void restart(), retryDelayMs(CONSUMER_RESTART_BACKOFF, restarts, Math.random()) ?? 5_000);
    };
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || !this.consumers.has(consumer)) return;
      this.options.logger.error(
        { err: payload.error, groupId },
        'the Kafka consumer stopped on an error kafkajs does not retry; starting it again',
      );
      later();
    });
    await this.start(consumer, topics, run);
  }

  async readTopic(topic: string): Promise<IncomingMessage[]> {
    await this.connect();
    return readTopic(this.admin, (groupId) => this.openReader(groupId, topic), topic);
  }

  private async openReader(groupId: string, topic: string): Promise<TopicReader> {
    const consumer = this.kafka.consumer({ groupId, allowAutoTopicCreation: false });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
    } catch (error) {
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
    return {
      run: (eachMessage) => consumer.run({ autoCommit: false, eachMessage }),
      disconnect: () => consumer.disconnect(),
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
    await Promise.allSettled([...this.consumers.keys()].map((consumer) => this.disconnect(consumer)));
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
    this.connected = null;
  }
}
