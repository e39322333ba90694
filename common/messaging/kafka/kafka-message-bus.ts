import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type Producer } from 'kafkajs';
import type {
  BatchSubscribeOptions,
  IncomingMessage,
  OutgoingMessage,
  SubscribeOptions,
  Subscription,
  TopicSpec,
} from '../message-bus';
import { clientSettings } from './client-settings';
import { kafkajsLogCreator } from './kafkajs-logger';
import { connectSubscribed, readTopic, type TopicReader } from './read-topic';
import { PublishBatcher, topicMessagesOf, type TopicBatch } from './publish-batcher';
import { ConsumerCommitters } from './consumer-committers';
import { LazyConnection } from './lazy-connection';
import { withoutIdleRequestTimers } from './request-queue-timer';
import { batchRun, GATHER_BYTES, messageRun, type ConsumerRun } from './consumer-runs';
import { DEFAULT_JITTER_RATIO, retryDelayMs } from '../../retry';
import type { BrokerBus, KafkaBusOptions } from './broker-bus';
import { topicsToCreate } from './topic-settings';

/** How long a consumer kafkajs left stopped waits before it is started again. */
const CONSUMER_RESTART_BACKOFF = { baseMs: 1_000, maxMs: 30_000, jitterRatio: DEFAULT_JITTER_RATIO };

/** The MessageBus on Kafka through kafkajs. Topics are created explicitly and keep events forever. */
export class KafkaMessageBus implements BrokerBus {
  private readonly kafka: Kafka;
  private readonly admin: Admin;
  private readonly producer: Producer;
  private readonly consumers: ConsumerCommitters<Consumer>;
  private readonly connection = new LazyConnection(() => Promise.all([this.admin.connect(), this.producer.connect()]));
  private readonly batcher = new PublishBatcher((batch) => this.sendBatch(batch));

  constructor(private readonly options: KafkaBusOptions) {
    withoutIdleRequestTimers();
    this.kafka = new Kafka({
      ...clientSettings(options),
      logLevel: logLevel.WARN,
      logCreator: kafkajsLogCreator(options.logger),
    });
    this.admin = this.kafka.admin();
    this.producer = this.kafka.producer({
      createPartitioner: Partitioners.DefaultPartitioner,
      allowAutoTopicCreation: false,
    });
    this.consumers = new ConsumerCommitters(options.logger);
  }

  async ensureTopics(topics: readonly TopicSpec[]): Promise<void> {
    await this.connection.ready();
    const missing = topicsToCreate(await this.admin.listTopics(), topics);
    if (missing.length > 0) await this.admin.createTopics({ waitForLeaders: true, topics: missing });
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    await this.connection.ready();
    await this.batcher.publish(topic, messages);
  }

  private sendBatch(batch: TopicBatch): Promise<void> {
    return this.producer.sendBatch({ acks: -1, topicMessages: topicMessagesOf(batch) }).then(() => undefined);
  }

  private newConsumer(groupId: string, gatherMs = 0) {
    const consumer = this.kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      retry: { retries: 8, initialRetryTime: 300 },
      ...(gatherMs > 0 ? { minBytes: GATHER_BYTES, maxWaitTimeInMs: gatherMs } : {}),
    });
    const committer = this.consumers.add(consumer, groupId);
    // Positions reached before the partitions move to another member are committed first, so that it reads little again.
    consumer.on(consumer.events.REBALANCING, () => {
      void committer.flush();
    });
    return { consumer, committer };
  }

  /** How a consumer starts, the first time and after a crash alike. */
  private async start(consumer: Consumer, topics: readonly string[], run: ConsumerRun): Promise<void> {
    await consumer.connect();
    await consumer.subscribe({ topics: [...topics], fromBeginning: true });
    await consumer.run({ autoCommit: false, ...run });
  }

  async subscribeBatches(options: BatchSubscribeOptions): Promise<Subscription> {
    const { consumer, committer } = this.newConsumer(options.groupId, options.gatherMs);
    const { onAssigned } = options;
    if (onAssigned !== undefined) consumer.on(consumer.events.GROUP_JOIN, () => onAssigned());
    await this.runUntilStopped(consumer, options.groupId, options.topics, batchRun(options, committer));
    return this.consumers.subscription(consumer);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const { consumer, committer } = this.newConsumer(options.groupId);
    await this.runUntilStopped(consumer, options.groupId, options.topics, messageRun(options, committer));
    return this.consumers.subscription(consumer);
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
    await this.connection.ready();
    return readTopic(this.admin, (groupId) => this.openReader(groupId, topic), topic);
  }

  private async openReader(groupId: string, topic: string): Promise<TopicReader> {
    const consumer = this.kafka.consumer({ groupId, allowAutoTopicCreation: false });
    await connectSubscribed(consumer, () => consumer.subscribe({ topics: [topic], fromBeginning: true }));
    return {
      run: (eachMessage) => consumer.run({ autoCommit: false, eachMessage }),
      disconnect: () => consumer.disconnect(),
    };
  }

  /** For tests and tools only: the service itself never deletes events. */
  async deleteTopics(names: readonly string[]): Promise<void> {
    await this.connection.ready();
    await this.admin.deleteTopics({ topics: [...names] });
  }

  isHealthy(): Promise<boolean> {
    return this.connection.answers(() => this.admin.describeCluster());
  }

  async close(): Promise<void> {
    await this.consumers.stopAll();
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
    this.connection.forget();
  }
}
