import type { ConsumerRun } from '../kafka/consumer-runs';

/**
 * The part of @confluentinc/kafka-javascript's KafkaJS-compatible API this adapter uses, said here rather
 * than imported: the package is an optional native build (docs/kafka-client.md), and the project must
 * type-check and run on kafkajs where that build is absent.
 */
type LogFn = (message: string, extra?: object) => void;

export type ClientLogger = {
  info: LogFn;
  error: LogFn;
  warn: LogFn;
  debug: LogFn;
  namespace: (namespace: string, level?: number) => ClientLogger;
  setLogLevel: (level: number) => void;
};

type Connectable = { connect(): Promise<void>; disconnect(): Promise<void> };

export type Position = Readonly<{ topic: string; partition: number; offset: string }>;

export type ConfluentProducer = Connectable & {
  sendBatch(batch: {
    topicMessages: Array<{
      topic: string;
      messages: Array<{ key: string; value: Buffer; headers: Record<string, string> }>;
    }>;
  }): Promise<unknown>;
};

export type ConfluentConsumer = Connectable & {
  subscribe(subscription: { topics: string[] }): Promise<void>;
  run(config: ConsumerRun): Promise<void>;
  commitOffsets(positions: Position[]): Promise<void>;
};

export type ConfluentAdmin = Connectable & {
  createTopics(options: {
    topics: Array<{
      topic: string;
      numPartitions: number;
      replicationFactor: number;
      configEntries: Array<{ name: string; value: string }>;
    }>;
  }): Promise<boolean>;
  deleteTopics(options: { topics: string[] }): Promise<void>;
  listTopics(options?: { timeout?: number }): Promise<string[]>;
  fetchTopicOffsets(topic: string): Promise<Array<{ partition: number; high: string; low: string }>>;
  deleteGroups(groupIds: string[]): Promise<unknown>;
};

export type ConfluentKafka = {
  producer(config: object): ConfluentProducer;
  consumer(config: object): ConfluentConsumer;
  admin(config?: object): ConfluentAdmin;
};

export type ConfluentKafkaJS = { Kafka: new (config: object) => ConfluentKafka };

/** librdkafka's codes for the two halves of a rebalance, as its rebalance callback reports them. */
export const ASSIGN_PARTITIONS = -175;
export const REVOKE_PARTITIONS = -174;

/** The KafkaJS layer's levels (logLevel.WARN). */
export const LOG_LEVEL_WARN = 2;
