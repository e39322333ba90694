import { runsWithin } from '../../domain/runs';

/**
 * The project's own small messaging interface. Services depend on this, never on a Kafka client, so the
 * client can be swapped (kafkajs today) and unit tests can run on the in-memory adapter.
 */

export type Headers = Readonly<Record<string, string>>;

export type OutgoingMessage = Readonly<{ key: string; value: Buffer; headers?: Headers }>;

/**
 * The most one publish should carry (keys, values and headers together): Kafka refuses a record batch over
 * its `message.max.bytes`, 1 MiB by default, and the record framing needs some room. Publishes made at the
 * same time are sent together only up to this; a larger one goes alone, and may be refused.
 */
export const MAX_PUBLISH_BYTES = 900 * 1024;

/** What a publish weighs against the broker's limit: its keys, values and headers. */
export const publishBytes = (messages: readonly OutgoingMessage[]): number => {
  let bytes = 0;
  for (const message of messages) {
    bytes += Buffer.byteLength(message.key) + message.value.length;
    for (const [name, value] of Object.entries(message.headers ?? {}))
      bytes += Buffer.byteLength(name) + Buffer.byteLength(value);
  }
  return bytes;
};

/** Consecutive runs of `messages`, in order, each within MAX_PUBLISH_BYTES (a larger message alone). */
export const withinPublishLimit = (messages: readonly OutgoingMessage[]): OutgoingMessage[][] => {
  if (messages.length < 2) return messages.length === 0 ? [] : [[...messages]]; // one event an append, the usual case
  return runsWithin(messages, [{ max: MAX_PUBLISH_BYTES, weigh: (message) => publishBytes([message]) }]);
};

export type IncomingMessage = Readonly<{
  topic: string;
  partition: number;
  offset: string;
  /** The record's time in the log, ms since the epoch: when its producer handed it over (Kafka's CreateTime). */
  timestamp: number;
  key: string | null;
  value: Buffer;
  headers: Headers;
}>;

/** What a handler may do about its delivery while it runs. */
export type DeliveryContext = Readonly<{
  /** Tells the broker this consumer is alive; a handler that waits long (retrying an outage) calls it so its partitions are not taken away. */
  heartbeat: () => Promise<void>;
}>;

/** Delivery is at least once: a handler may see the same message again and must be idempotent. */
export type MessageHandler = (message: IncomingMessage, context: DeliveryContext) => Promise<void>;

/**
 * Whether a consumer reads a message, said from its key and headers alone. A message it does not read is
 * passed over without being handed to the handler (nor decoded): its offset moves on with the others', and
 * it is no barrier to the messages around it.
 */
export type MessageFilter = (message: IncomingMessage) => boolean;

export type SubscribeOptions = Readonly<{
  groupId: string;
  topics: readonly string[];
  handler: MessageHandler;
  /** Which messages this group reads (default: all). */
  accepts?: MessageFilter;
  /** How many partitions are handled at the same time; messages of one partition stay in order. */
  partitionsConcurrently?: number;
  /**
   * How many messages of one partition may be handled at the same time (default 1: strictly in order).
   * Above 1, messages with the same ordering key still run in order, and a message whose key is null
   * is a barrier for the whole partition.
   */
  messagesConcurrently?: number;
  /** The ordering key when messages run concurrently; by default the message's key. */
  orderingKey?: (message: IncomingMessage) => string | null;
  /**
   * For a group that passes over most of a busy topic (a lane reading only its own priority's work): a
   * partition's run of nothing `accepts` lets through, handed over within this long of the end of such a
   * run before, is followed by a wait of this long (common/messaging/partition-pace.ts). Each fetch the
   * group would have sent for nothing is a request for the broker and this process. While the topic is
   * busy, a message the group reads arrives up to this much later (plus the fetch sent after the wait);
   * after a quiet spell, at once. A run with one is never held. 0 or absent: no waiting.
   */
  passOverPaceMs?: number;
}>;

/**
 * A fetched run of one partition's messages, in order. The offsets are committed only once the handler
 * has resolved, so a handler that writes the batch durably before it returns loses nothing; a throw
 * delivers the whole run again, so the write must be idempotent.
 */
export type BatchHandler = (messages: readonly IncomingMessage[], context: DeliveryContext) => Promise<void>;

export type BatchSubscribeOptions = Readonly<{
  groupId: string;
  topics: readonly string[];
  /** Called with the fetched messages this group reads; a fetch with none of them is passed over. */
  handleBatch: BatchHandler;
  /** Which messages this group reads (default: all). */
  accepts?: MessageFilter;
  /** How many partitions' batches are handled at the same time. */
  partitionsConcurrently?: number;
  /**
   * The runs of every partition fetched together handed over as one run (each partition's messages in
   * order, none across them), with the pace kept over the whole subscription rather than each partition:
   * one write a fetch however many partitions the topic has, for a handler whose cost is per run. Takes
   * `partitionsConcurrently` at least the topic's partitions to gather a whole fetch.
   */
  mergePartitions?: boolean;
  /**
   * How long the broker may hold a fetch while little is waiting, so that a steady trickle of messages
   * arrives as a few larger batches (fewer writes downstream) at the price of that much delay. 0 or absent:
   * a fetch is answered as soon as anything is there.
   */
  gatherMs?: number;
  /**
   * Fewer, larger runs without holding a lone message: a partition's run handed over within `paceMs` of
   * the end of its run before is followed by a wait of `paceMs` (common/messaging/partition-pace.ts). A run
   * of nothing `accepts` lets through neither waits nor counts. 0 or absent: no waiting.
   */
  paceMs?: number;
  /**
   * The fewest messages this group reads that a run holds for the pace's wait to follow it (default 1):
   * a lone request's events, one a run, are then handled at once however close together they come.
   */
  busyRun?: number;
  /**
   * Called each time this member is handed its partitions, the first time and after every rebalance.
   * Whatever the handler keeps in memory about its partitions' keys (a projector's last written views)
   * may be stale from then on: a partition it had may have been another member's meanwhile.
   */
  onAssigned?: () => void;
}>;

export type Subscription = Readonly<{ stop: () => Promise<void> }>;

export type TopicSpec = Readonly<{ name: string; partitions: number }>;

export interface MessageBus {
  ensureTopics(topics: readonly TopicSpec[]): Promise<void>;
  publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void>;
  /** New consumer groups start from the beginning of the topics, so no event is ever missed. */
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** As `subscribe`, but hands over what was fetched of a partition at once (projectors write it in one go). */
  subscribeBatches(options: BatchSubscribeOptions): Promise<Subscription>;
  /** Every message of a topic from its beginning to its end as of the call, in partition then offset order (tools, not services). */
  readTopic(topic: string): Promise<IncomingMessage[]>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}
