import { UndecodableMessageError } from '../errors';
import {
  withinPublishLimit,
  type Headers,
  type IncomingMessage,
  type MessageBus,
  type MessageFilter,
  type Subscription,
} from '../messaging';
import { isRetriable } from '../retry';
import type { AnyEvent, EventCodec } from './event-codec';

/** Names the job an event is about, so consumers can order by job without decoding. */
export const JOB_ID_HEADER = 'job-id';
export const EVENT_TYPE_HEADER = 'event-type';
/** A request's job type and priority, so that each worker lane passes over the others' requests undecoded. */
export const JOB_TYPE_HEADER = 'job-type';
export const PRIORITY_HEADER = 'priority';
/** Present on the events of a job that asked for a webhook, so that the notifier passes over the others' undecoded. */
export const WEBHOOK_HEADER = 'webhook';

/** Fields of an event's data repeated as headers, where the event has them. */
const ROUTING_HEADERS: ReadonlyArray<readonly [header: string, field: string]> = [
  [JOB_ID_HEADER, 'jobId'],
  [JOB_TYPE_HEADER, 'jobType'],
  [PRIORITY_HEADER, 'priority'],
];

const routingHeaders = (event: AnyEvent): Record<string, string> => {
  const data = event.data as Record<string, unknown>;
  const headers: Record<string, string> = {};
  for (const [header, field] of ROUTING_HEADERS) {
    const value = data[field];
    if (typeof value === 'string') headers[header] = value;
  }
  if (typeof data.webhookUrl === 'string') headers[WEBHOOK_HEADER] = 'yes';
  return headers;
};

/**
 * A consumer that reads only some event types, said from the `event-type` header so that the others are
 * never decoded. A message without the header (none is written so, but a log may hold one) is read.
 */
export const eventTypesFilter = (types: Iterable<string>): MessageFilter => {
  const read = new Set(types);
  return (message) => {
    const type = message.headers[EVENT_TYPE_HEADER];
    return type === undefined || read.has(type);
  };
};

export type EventHandler<E extends AnyEvent> = (event: E, message: IncomingMessage) => Promise<void>;

export type DeliveredEvent<E extends AnyEvent> = Readonly<{ event: E; message: IncomingMessage }>;

/** Handles a fetched run of one partition's events, in order; the position moves past them only once it resolves. */
export type EventBatchHandler<E extends AnyEvent> = (events: readonly DeliveredEvent<E>[]) => Promise<void>;

/** What every event subscription names, one event at a time or in batches. */
type EventSubscription = {
  groupId: string;
  topics: readonly string[];
  partitionsConcurrently?: number;
  /** The events this consumer reads, from the headers; the others are passed over undecoded (default: all). */
  reads?: MessageFilter;
};

const busSubscription = (options: EventSubscription) => ({
  groupId: options.groupId,
  topics: options.topics,
  ...(options.reads === undefined ? {} : { accepts: options.reads }),
  ...(options.partitionsConcurrently === undefined ? {} : { partitionsConcurrently: options.partitionsConcurrently }),
});

/**
 * Events on the message bus: encodes on append, decodes on delivery, and puts the envelope in headers
 * too so that tools can filter without decoding.
 */
export class EventLog {
  constructor(
    private readonly bus: MessageBus,
    private readonly codec: EventCodec,
  ) {}

  /**
   * `headers` are added to every message's own (routing for readers that pass over what is not theirs
   * undecoded). Events too large for one publish together (a batch's chunks) go out as consecutive
   * publishes, each awaited before the next, so they stay in order; when one fails, those before it are
   * recorded and the rest are not sent.
   */
  async append(topic: string, key: string, events: readonly AnyEvent[], headers: Headers = {}): Promise<void> {
    const messages = await Promise.all(
      events.map(async (event) => ({
        key,
        value: await this.codec.encode(topic, event),
        headers: {
          [EVENT_TYPE_HEADER]: event.type,
          'event-id': event.metadata.eventId,
          'tenant-id': event.metadata.tenantId,
          'correlation-id': event.metadata.correlationId,
          ...headers,
          ...routingHeaders(event),
        },
      })),
    );
    for (const run of withinPublishLimit(messages)) await this.bus.publish(topic, run);
  }

  subscribe<E extends AnyEvent>(
    options: EventSubscription & { jobsConcurrently?: number; passOverPaceMs?: number; handler: EventHandler<E> },
  ): Promise<Subscription> {
    return this.bus.subscribe({
      ...busSubscription(options),
      ...(options.passOverPaceMs === undefined ? {} : { passOverPaceMs: options.passOverPaceMs }),
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

  subscribeBatches<E extends AnyEvent>(
    options: EventSubscription & {
      gatherMs?: number;
      paceMs?: number;
      busyRun?: number;
      mergePartitions?: boolean;
      onAssigned?: () => void;
      handler: EventBatchHandler<E>;
    },
  ): Promise<Subscription> {
    return this.bus.subscribeBatches({
      ...busSubscription(options),
      ...(options.mergePartitions === undefined ? {} : { mergePartitions: options.mergePartitions }),
      ...(options.gatherMs === undefined ? {} : { gatherMs: options.gatherMs }),
      ...(options.paceMs === undefined ? {} : { paceMs: options.paceMs }),
      ...(options.busyRun === undefined ? {} : { busyRun: options.busyRun }),
      ...(options.onAssigned === undefined ? {} : { onAssigned: options.onAssigned }),
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
