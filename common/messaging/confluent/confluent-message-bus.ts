import type {
  BatchSubscribeOptions,
  IncomingMessage,
  OutgoingMessage,
  SubscribeOptions,
  Subscription,
  TopicSpec,
} from '../message-bus';
import type { BrokerBus, KafkaBusOptions } from '../kafka/broker-bus';
import { batchRun, GATHER_BYTES, messageRun } from '../kafka/consumer-runs';
import { clientSettings } from '../kafka/client-settings';
import { ConsumerCommitters } from '../kafka/consumer-committers';
import { LazyConnection } from '../kafka/lazy-connection';
import type { OffsetCommitter } from '../kafka/offset-committer';
import { PublishBatcher, topicMessagesOf, type TopicBatch } from '../kafka/publish-batcher';
import { connectSubscribed, readTopic, type TopicReader } from '../kafka/read-topic';
import { topicsToCreate } from '../kafka/topic-settings';
import {
  LOG_LEVEL_WARN,
  REVOKE_PARTITIONS,
  ASSIGN_PARTITIONS,
  type ConfluentAdmin,
  type ConfluentConsumer,
  type ConfluentKafka,
  type ConfluentProducer,
} from './confluent-api';
import { confluentLogger } from './confluent-logger';
import { loadConfluentKafkaJS } from './load-confluent';
import { outagesMarked } from './outage-errors';

/**
 * How long a produced message may wait for a broker before its publish fails. librdkafka's own default is
 * five minutes, and it waits out a broker that is down rather than failing at once as kafkajs does. A
 * request that cannot record its event is answered 503 within 15 s (docs/faults.md); publishes go out
 * one flight at a time, so one may wait for the flight before it and then for its own: two of these.
 */
const MESSAGE_TIMEOUT_MS = 6_000;

/**
 * The MessageBus on Kafka through @confluentinc/kafka-javascript (librdkafka) and its KafkaJS-compatible
 * API. The same decisions as the kafkajs bus (consumer-runs, the publish batcher, the offset committer, the
 * topic settings), on the other client; docs/kafka-client.md says which runs by default and why.
 */
export class ConfluentMessageBus implements BrokerBus {
  private readonly kafka: ConfluentKafka;
  private readonly admin: ConfluentAdmin;
  private readonly producer: ConfluentProducer;
  private readonly consumers: ConsumerCommitters<ConfluentConsumer>;
  private readonly connection = new LazyConnection(() =>
    outagesMarked(Promise.all([this.admin.connect(), this.producer.connect()])),
  );
  private readonly batcher = new PublishBatcher((batch) => this.sendBatch(batch));

  constructor(options: KafkaBusOptions) {
    const { Kafka } = loadConfluentKafkaJS();
    this.kafka = new Kafka({
      kafkaJS: {
        ...clientSettings(options),
        logLevel: LOG_LEVEL_WARN,
        logger: confluentLogger(options.logger),
      },
    });
    this.admin = this.kafka.admin();
    this.producer = this.kafka.producer({
      kafkaJS: { acks: -1 },
      // Topics exist only by ensureTopics; librdkafka's producer would otherwise ask the broker to create them.
      'allow.auto.create.topics': false,
      // The publish batcher already gathers what arrives during a flight; waiting longer only adds latency.
      'linger.ms': 0,
      'message.timeout.ms': MESSAGE_TIMEOUT_MS,
      // A topic that does not exist fails its publish after this long rather than after librdkafka's 30 s.
      'topic.metadata.propagation.max.ms': 5_000,
    });
    this.consumers = new ConsumerCommitters(options.logger);
  }

  async ensureTopics(topics: readonly TopicSpec[]): Promise<void> {
    await this.connection.ready();
    const missing = topicsToCreate(await outagesMarked(this.admin.listTopics()), topics);
    if (missing.length > 0) await outagesMarked(this.admin.createTopics({ topics: missing }));
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    await this.connection.ready();
    await this.batcher.publish(topic, messages);
  }

  private sendBatch(batch: TopicBatch): Promise<void> {
    return outagesMarked(this.producer.sendBatch({ topicMessages: topicMessagesOf(batch) }).then(() => undefined));
  }

  private async newConsumer(groupId: string, topics: readonly string[], gatherMs = 0, onAssigned?: () => void) {
    let committer: OffsetCommitter | null = null;
    const consumer = this.kafka.consumer({
      kafkaJS: {
        groupId,
        fromBeginning: true,
        autoCommit: false,
        allowAutoTopicCreation: false,
        ...(gatherMs > 0 ? { minBytes: GATHER_BYTES, maxWaitTimeInMs: gatherMs } : {}),
      },
      // eachBatch hands over what was fetched, as kafkajs does, not the client's default of 32 messages.
      'js.consumer.max.batch.size': -1,
      // Positions reached before the partitions move to another member are committed first, so that it reads little again.
      rebalance_cb: async (error: { code?: number }) => {
        if (error.code === REVOKE_PARTITIONS) await committer?.flush();
        if (error.code === ASSIGN_PARTITIONS) onAssigned?.();
      },
    });
    committer = this.consumers.add(consumer, groupId);
    await consumer.connect();
    await consumer.subscribe({ topics: [...topics] });
    return { consumer, committer };
  }

  async subscribeBatches(options: BatchSubscribeOptions): Promise<Subscription> {
    const { consumer, committer } = await this.newConsumer(
      options.groupId,
      options.topics,
      options.gatherMs,
      options.onAssigned,
    );
    await consumer.run(batchRun(options, committer));
    return this.consumers.subscription(consumer);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const { consumer, committer } = await this.newConsumer(options.groupId, options.topics);
    await consumer.run(messageRun(options, committer));
    return this.consumers.subscription(consumer);
  }

  async readTopic(topic: string): Promise<IncomingMessage[]> {
    await this.connection.ready();
    return readTopic(this.admin, (groupId) => this.openReader(groupId, topic), topic);
  }

  private async openReader(groupId: string, topic: string): Promise<TopicReader> {
    const consumer = this.kafka.consumer({
      kafkaJS: { groupId, fromBeginning: true, autoCommit: false, allowAutoTopicCreation: false },
    });
    await connectSubscribed(consumer, () => consumer.subscribe({ topics: [topic] }));
    return {
      run: (eachMessage) => consumer.run({ partitionsConsumedConcurrently: 1, eachMessage }),
      disconnect: () => consumer.disconnect(),
    };
  }

  /** For tests and tools only: the service itself never deletes events. */
  async deleteTopics(names: readonly string[]): Promise<void> {
    await this.connection.ready();
    await this.admin.deleteTopics({ topics: [...names] });
  }

  isHealthy(): Promise<boolean> {
    return this.connection.answers(() => this.admin.listTopics({ timeout: 2_000 }));
  }

  async close(): Promise<void> {
    await this.consumers.stopAll();
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
    this.connection.forget();
  }
}
