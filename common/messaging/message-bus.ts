/**
 * The project's own small messaging interface. Services depend on this, never on a Kafka client, so the
 * client can be swapped (kafkajs today) and unit tests can run on the in-memory adapter.
 */
export type Headers = Readonly<Record<string, string>>;

export type OutgoingMessage = Readonly<{ key: string; value: Buffer; headers?: Headers }>;

export type IncomingMessage = Readonly<{
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  value: Buffer;
  headers: Headers;
}>;

/** Delivery is at least once: a handler may see the same message again and must be idempotent. */
export type MessageHandler = (message: IncomingMessage) => Promise<void>;

export type SubscribeOptions = Readonly<{
  groupId: string;
  topics: readonly string[];
  handler: MessageHandler;
  /** How many partitions are handled at the same time; messages of one partition stay in order. */
  partitionsConcurrently?: number;
}>;

export type Subscription = Readonly<{ stop: () => Promise<void> }>;

export type TopicSpec = Readonly<{ name: string; partitions: number }>;

export interface MessageBus {
  ensureTopics(topics: readonly TopicSpec[]): Promise<void>;
  publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void>;
  /** New consumer groups start from the beginning of the topics, so no event is ever missed. */
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}
