import { runEnd } from '../../../domain/runs';
import { MAX_PUBLISH_BYTES, publishBytes, type OutgoingMessage } from '../message-bus';

export type TopicBatch = ReadonlyArray<Readonly<{ topic: string; messages: readonly OutgoingMessage[] }>>;

/** A gathered batch as both clients' `sendBatch` takes it. */
export const topicMessagesOf = (batch: TopicBatch) =>
  batch.map(({ topic, messages }) => ({
    topic,
    messages: messages.map((message) => ({ key: message.key, value: message.value, headers: { ...message.headers } })),
  }));

type Pending = {
  topic: string;
  messages: readonly OutgoingMessage[];
  bytes: number;
  resolve: () => void;
  reject: (error: unknown) => void;
};

/**
 * Coalesces concurrent publishes into one produce request. One request is in flight at a time, and
 * what arrives meanwhile goes out together in the next: under load the batches grow by themselves,
 * when idle a publish goes out at once. A single flight also keeps every key's messages in the order
 * they were published. A failed request fails every publish it carried: none is half-recorded in our
 * answer (callers answer 503 and the client retries). A request carries whole publishes up to a number of
 * messages and of bytes: the broker refuses a request whose record batch for a partition passes its size
 * limit, and would refuse every publish gathered into it, each of which it takes alone.
 */
export class PublishBatcher {
  private queue: Pending[] = [];
  private flying: Promise<void> | null = null;

  constructor(
    private readonly send: (batch: TopicBatch) => Promise<void>,
    private readonly maxMessages = 2_000,
    private readonly maxBytes = MAX_PUBLISH_BYTES,
  ) {}

  publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ topic, messages, bytes: publishBytes(messages), resolve, reject });
      if (this.flying === null) this.flying = this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const taken = this.take();
      const byTopic = new Map<string, OutgoingMessage[]>();
      for (const entry of taken) {
        const list = byTopic.get(entry.topic) ?? [];
        list.push(...entry.messages);
        byTopic.set(entry.topic, list);
      }
      try {
        await this.send([...byTopic].map(([topic, messages]) => ({ topic, messages })));
        for (const entry of taken) entry.resolve();
      } catch (error) {
        for (const entry of taken) entry.reject(error);
      }
    }
    this.flying = null;
  }

  /** Whole publishes only, up to maxMessages and maxBytes (a single larger publish goes alone). */
  private take(): Pending[] {
    const end = runEnd(this.queue, 0, [
      { max: this.maxMessages, weigh: (pending) => pending.messages.length },
      { max: this.maxBytes, weigh: (pending) => pending.bytes },
    ]);
    return this.queue.splice(0, end);
  }
}
