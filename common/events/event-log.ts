import { UndecodableMessageError } from '../errors';
import type { IncomingMessage, MessageBus, Subscription } from '../messaging';
import { isRetriable } from '../retry';
import type { AnyEvent, EventCodec } from './event-codec';

/** Names the job an event is about, so consumers can order by job without decoding. */
export const JOB_ID_HEADER = 'job-id';

const jobHeader = (event: AnyEvent): Record<string, string> => {
  const jobId = (event.data as { jobId?: unknown }).jobId;
  return typeof jobId === 'string' ? { [JOB_ID_HEADER]: jobId } : {};
};

export type EventHandler<E extends AnyEvent> = (event: E, message: IncomingMessage) => Promise<void>;

export type DeliveredEvent<E extends AnyEvent> = Readonly<{ event: E; message: IncomingMessage }>;

/** Handles a fetched run of one partition's events, in order; the position moves past them only once it resolves. */
export type EventBatchHandler<E extends AnyEvent> = (events: readonly DeliveredEvent<E>[]) => Promise<void>;

/**
 * Events on the message bus: encodes on append, decodes on delivery, and puts the envelope in headers
 * too so that tools can filter without decoding.
 */
export class EventLog {
  constructor(
    private readonly bus: MessageBus,
    private readonly codec: EventCodec,
  ) {}

  async append(topic: string, key: string, events: readonly AnyEvent[]): Promise<void> {
    const messages = await Promise.all(
      events.map(async (event) => ({
        key,
        value: await this.codec.encode(topic, event),
        headers: {
          'event-type': event.type,
          'event-id': event.metadata.eventId,
          'tenant-id': event.metadata.tenantId,
          'correlation-id': event.metadata.correlationId,
          ...jobHeader(event),
        },
      })),
    );
    await this.bus.publish(topic, messages);
  }

  subscribe<E extends AnyEvent>(options: {
    groupId: string;
    topics: readonly string[];
    partitionsConcurrently?: number;
    jobsConcurrently?: number;
    handler: EventHandler<E>;
  }): Promise<Subscription> {
    return this.bus.subscribe({
      groupId: options.groupId,
      topics: options.topics,
      ...(options.partitionsConcurrently === undefined
        ? {}
        : { partitionsConcurrently: options.partitionsConcurrently }),
      // Different jobs' events may run side by side; one job's stay in order, and events about no single job (a batch's) are barriers.
      ...(options.jobsConcurrently === undefined
        ? {}
        : {
            messagesConcurrently: options.jobsConcurrently,
            orderingKey: (message: IncomingMessage) => message.headers[JOB_ID_HEADER] ?? null,
          }),
      handler: async (message) => options.handler((await this.decode(message)) as E, message),
    });
  }

  subscribeBatches<E extends AnyEvent>(options: {
    groupId: string;
    topics: readonly string[];
    partitionsConcurrently?: number;
    gatherMs?: number;
    handler: EventBatchHandler<E>;
  }): Promise<Subscription> {
    return this.bus.subscribeBatches({
      groupId: options.groupId,
      topics: options.topics,
      ...(options.gatherMs === undefined ? {} : { gatherMs: options.gatherMs }),
      ...(options.partitionsConcurrently === undefined
        ? {}
        : { partitionsConcurrently: options.partitionsConcurrently }),
      handleBatch: async (messages) =>
        options.handler(
          await Promise.all(messages.map(async (message) => ({ event: (await this.decode(message)) as E, message }))),
        ),
    });
  }

  /** Bytes that are not an event never will be; a registry that cannot be reached is an outage, not a bad message. */
  private async decode(message: IncomingMessage): Promise<AnyEvent> {
    try {
      return await this.codec.decode(message.value);
    } catch (error) {
      throw isRetriable(error) ? error : new UndecodableMessageError(error);
    }
  }
}
