import { NotFoundError } from '../../errors';
import type {
  BatchSubscribeOptions,
  DeliveryContext,
  IncomingMessage,
  MessageBus,
  OutgoingMessage,
  SubscribeOptions,
  Subscription,
  TopicSpec,
} from '../message-bus';
import { partitionFor } from '../partition-for';

/** Each group hands its partition's pending messages over as one batch (a batch subscription) or one at a time. */
type Group = {
  offsets: Map<string, number>;
  options: Pick<SubscribeOptions, 'topics'> & {
    handleBatch: (messages: readonly IncomingMessage[]) => Promise<void>;
    batches: boolean;
    accepts: (message: IncomingMessage) => boolean;
    onAssigned?: () => void;
  };
  running: boolean;
  dirty: boolean;
  pump: Promise<void> | null;
  stopped: boolean;
};

/**
 * A deterministic stand-in for Kafka in unit tests: partitions by key, consumer groups with their own
 * offsets, in-order delivery per partition, replay from the beginning for new groups, and redelivery
 * of a message whose handler threw (the handler is called again on the next publish or `drain`).
 */
export class InMemoryMessageBus implements MessageBus {
  private readonly topics = new Map<string, IncomingMessage[][]>();
  private readonly groups: Group[] = [];
  healthy = true;

  async ensureTopics(topics: readonly TopicSpec[]): Promise<void> {
    for (const topic of topics) {
      if (!this.topics.has(topic.name))
        this.topics.set(
          topic.name,
          Array.from({ length: topic.partitions }, () => []),
        );
    }
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    if (!this.healthy) throw new Error('in-memory bus is down');
    const partitions = this.topics.get(topic);
    if (partitions === undefined) throw new Error(`Unknown topic ${topic}`);
    for (const message of messages) {
      const partition = partitionFor(message.key, partitions.length);
      const log = partitions[partition]!;
      log.push({
        topic,
        partition,
        offset: String(log.length),
        timestamp: Date.now(),
        key: message.key,
        value: message.value,
        headers: message.headers ?? {},
      });
    }
    for (const group of this.groups) this.schedule(group);
  }

  subscribe(options: SubscribeOptions): Promise<Subscription> {
    return this.addGroup({
      topics: options.topics,
      batches: false,
      accepts: options.accepts ?? (() => true),
      handleBatch: (messages) => options.handler(messages[0]!, aliveAlways),
    });
  }

  subscribeBatches(options: BatchSubscribeOptions): Promise<Subscription> {
    return this.addGroup({
      topics: options.topics,
      batches: true,
      accepts: options.accepts ?? (() => true),
      handleBatch: (messages) => options.handleBatch(messages, aliveAlways),
      ...(options.onAssigned === undefined ? {} : { onAssigned: options.onAssigned }),
    });
  }

  private async addGroup(options: Group['options']): Promise<Subscription> {
    const group: Group = { offsets: new Map(), options, running: false, dirty: false, pump: null, stopped: false };
    this.groups.push(group);
    options.onAssigned?.();
    this.schedule(group);
    return {
      stop: async () => {
        group.stopped = true;
        await group.pump;
      },
    };
  }

  /** Resolves once every group has handled everything published so far (or is stuck on a failing message). */
  async drain(): Promise<void> {
    while (this.groups.some((group) => group.running))
      await Promise.all(this.groups.flatMap((group) => (group.pump === null ? [] : [group.pump])));
  }

  /**
   * As a rebalance would: every group's member is handed its partitions again (its `onAssigned` is
   * called), once what it is handling now is done. Another member may have written meanwhile.
   */
  async reassign(): Promise<void> {
    await this.drain();
    for (const group of this.groups) group.options.onAssigned?.();
  }

  /** Every message of a topic, in partition then offset order: what a replay would read. */
  messages(topic: string): IncomingMessage[] {
    return (this.topics.get(topic) ?? []).flat();
  }

  async readTopic(topic: string): Promise<IncomingMessage[]> {
    if (!this.topics.has(topic)) throw new NotFoundError(`Topic ${topic} does not exist`);
    return this.messages(topic);
  }

  async isHealthy(): Promise<boolean> {
    return this.healthy;
  }

  async close(): Promise<void> {
    for (const group of this.groups) group.stopped = true;
  }

  private schedule(group: Group): void {
    group.dirty = true; // a running pump sees it and goes round again, so nothing published is left behind
    if (group.running || group.stopped) return;
    group.running = true;
    group.pump = (async () => {
      try {
        while (group.dirty && !group.stopped) {
          group.dirty = false;
          await this.pumpOnce(group);
        }
      } finally {
        group.running = false;
      }
    })();
  }

  private async pumpOnce(group: Group): Promise<void> {
    let progressed = true;
    while (progressed && !group.stopped) {
      progressed = false;
      for (const topic of group.options.topics) {
        const partitions = this.topics.get(topic) ?? [];
        for (const [index, log] of partitions.entries()) {
          const key = `${topic}:${index}`;
          const offset = group.offsets.get(key) ?? 0;
          const messages = group.options.batches ? log.slice(offset) : log.slice(offset, offset + 1);
          if (messages.length === 0) continue;
          const read = messages.filter(group.options.accepts);
          try {
            if (read.length > 0) await group.options.handleBatch(read);
          } catch {
            continue; // stays uncommitted: redelivered on the next pump, as Kafka would after a failure
          }
          group.offsets.set(key, offset + messages.length);
          progressed = true;
        }
      }
    }
  }
}

/** There is no broker to lose a member here: heartbeats have nothing to do. */
const aliveAlways: DeliveryContext = { heartbeat: async () => undefined };
