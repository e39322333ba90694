import type { Logger } from '../../logging';
import type { Subscription } from '../message-bus';
import { OffsetCommitter, type CommitPosition } from './offset-committer';

/** What both clients' KafkaJS-style consumers offer for committing and stopping. */
export type CommittingConsumer = {
  commitOffsets(positions: CommitPosition[]): Promise<void>;
  disconnect(): Promise<void>;
};

/**
 * The consumers a bus runs, each with the committer of the positions its handlers reached. Stopping one
 * commits what it handled before it leaves its group, so the next member reads little again.
 */
export class ConsumerCommitters<C extends CommittingConsumer> {
  private readonly consumers = new Map<C, OffsetCommitter>();

  constructor(private readonly logger: Logger) {}

  /** Starts keeping the consumer, with a new committer, until it is stopped. */
  add(consumer: C, groupId: string): OffsetCommitter {
    const committer = new OffsetCommitter(
      (positions) => consumer.commitOffsets([...positions]),
      (error) =>
        this.logger.warn({ err: error, groupId }, 'could not commit positions; their messages may be read again'),
    );
    this.consumers.set(consumer, committer);
    return committer;
  }

  /** Whether the consumer still runs: it has not been stopped. */
  has(consumer: C): boolean {
    return this.consumers.has(consumer);
  }

  subscription(consumer: C): Subscription {
    return { stop: () => this.stop(consumer) };
  }

  async stop(consumer: C): Promise<void> {
    const committer = this.consumers.get(consumer);
    this.consumers.delete(consumer);
    await committer?.close();
    await consumer.disconnect();
  }

  async stopAll(): Promise<void> {
    await Promise.allSettled([...this.consumers.keys()].map((consumer) => this.stop(consumer)));
  }
}
