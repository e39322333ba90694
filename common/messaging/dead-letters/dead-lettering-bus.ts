import type { Logger } from '../../logging';
import type { RetryPolicy } from '../../retry';
import { handleWithRetries, type Sleep } from '../consumer-failures';
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
import { toDeadLetter } from './dead-letter';

export type DeadLetteringOptions = Readonly<{
  /** Where given-up messages go (`<prefix>dead-letters`). */
  topic: string;
  policy: RetryPolicy;
  logger: Logger;
  now?: () => Date;
  sleep?: Sleep;
}>;

/**
 * A MessageBus whose every subscription handles a message in bounded time unless the failure is an
 * outage: outages are retried until they pass, a message that cannot be decoded or keeps failing goes
 * to the dead-letter topic with its origin, and the partition moves on.
 */
export class DeadLetteringBus implements MessageBus {
  private readonly stopping = new Set<AbortController>();

  constructor(
    private readonly inner: MessageBus,
    private readonly options: DeadLetteringOptions,
  ) {}

  ensureTopics(topics: readonly TopicSpec[]): Promise<void> {
    return this.inner.ensureTopics(topics);
  }

  publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    return this.inner.publish(topic, messages);
  }

  readTopic(topic: string): Promise<IncomingMessage[]> {
    return this.inner.readTopic(topic);
  }

  isHealthy(): Promise<boolean> {
    return this.inner.isHealthy();
  }

  subscribe(options: SubscribeOptions): Promise<Subscription> {
    return this.guarded((signal) =>
      this.inner.subscribe({
        ...options,
        handler: (message, context) => this.handle(options, message, context, signal),
      }),
    );
  }

  /**
   * A batch is retried as a whole while the failure is an outage. One that fails otherwise is handled
   * again one message at a time, so that only the message at fault is dead-lettered.
   */
  subscribeBatches(options: BatchSubscribeOptions): Promise<Subscription> {
    return this.guarded((signal) =>
      this.inner.subscribeBatches({
        ...options,
        handleBatch: async (messages, context) => {
          const whole = await handleWithRetries(() => options.handleBatch(messages, context), {
            ...this.retrying(signal, context),
            onRetry: ({ kind, attempt, delayMs, error }) =>
              this.options.logger.warn(
                { groupId: options.groupId, err: error, attempt, delayMs, failure: kind, messages: messages.length },
                'batch handler failed; the batch is tried again',
              ),
          });
          if (whole.kind === 'handled') return;
          const one = {
            groupId: options.groupId,
            topics: options.topics,
            handler: (message: IncomingMessage, inner: DeliveryContext) => options.handleBatch([message], inner),
          };
          for (const message of messages) await this.handle(one, message, context, signal);
        },
      }),
    );
  }

  private retrying(signal: AbortSignal, context: DeliveryContext) {
    return {
      policy: this.options.policy,
      signal,
      heartbeat: context.heartbeat,
      ...(this.options.sleep === undefined ? {} : { sleep: this.options.sleep }),
    };
  }

  private async guarded(subscribe: (signal: AbortSignal) => Promise<Subscription>): Promise<Subscription> {
    const stop = new AbortController();
    this.stopping.add(stop);
    try {
      const subscription = await subscribe(stop.signal);
      return {
        stop: async () => {
          stop.abort(); // a message being retried gives up its wait, so stopping never hangs on an outage
          this.stopping.delete(stop);
          await subscription.stop();
        },
      };
    } catch (error) {
      this.stopping.delete(stop);
      throw error;
    }
  }

  async close(): Promise<void> {
    for (const stop of this.stopping) stop.abort();
    this.stopping.clear();
    await this.inner.close();
  }

  private async handle(
    options: SubscribeOptions,
    message: IncomingMessage,
    context: DeliveryContext,
    signal: AbortSignal,
  ): Promise<void> {
    const { logger } = this.options;
    const origin = {
      topic: message.topic,
      partition: message.partition,
      offset: message.offset,
      groupId: options.groupId,
      eventType: message.headers['event-type'],
      eventId: message.headers['event-id'],
    };
    const retrying = this.retrying(signal, context);
    const outcome = await handleWithRetries(() => options.handler(message, context), {
      ...retrying,
      onRetry: ({ kind, attempt, delayMs, error }) =>
        logger.warn(
          { ...origin, err: error, attempt, delayMs, failure: kind },
          kind === 'transient'
            ? 'a dependency is unavailable; the message waits and is tried again'
            : 'handler failed; the message is tried again',
        ),
    });
    if (outcome.kind === 'handled') return;
    const failure = {
      groupId: options.groupId,
      failure: outcome.failure,
      error: outcome.error,
      attempts: outcome.attempts,
      failedAt: (this.options.now ?? (() => new Date()))(),
    };
    const deadLetter = toDeadLetter(message, failure);
    // Losing the message is worse than waiting: the dead letter is written before the offset may move on.
    const written = await handleWithRetries(() => this.inner.publish(this.options.topic, [deadLetter]), {
      ...retrying,
      onRetry: ({ attempt, delayMs, error }) =>
        logger.warn({ ...origin, err: error, attempt, delayMs }, 'could not write the dead letter; trying again'),
    });
    if (written.kind === 'gave-up') throw written.error; // the message stays unhandled and comes back
    logger.error(
      {
        ...origin,
        err: outcome.error,
        attempts: outcome.attempts,
        failure: outcome.failure,
        deadLetterTopic: this.options.topic,
      },
      'message dead-lettered',
    );
  }
}
