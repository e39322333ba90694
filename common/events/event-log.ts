import type { IncomingMessage, MessageBus, Subscription } from '../messaging';
import type { AnyEvent, EventCodec } from './event-codec';

export type EventHandler<E extends AnyEvent> = (event: E, message: IncomingMessage) => Promise<void>;

/**
 * Events on the message bus: encodes on append, decodes on delivery, and puts the envelope in headers
 * too so that tools can filter without decoding.
 */
export class EventLog {
  constructor(private readonly bus: MessageBus, private readonly codec: EventCodec) {}

  async append(topic: string, key: string, events: readonly AnyEvent[]): Promise<void> {
    const messages = await Promise.all(
      events.map(async (event) => ({
        key,
        value: await this.codec.encode(topic, event),
        headers: { 'event-type': event.type, 'event-id': event.metadata.eventId, 'tenant-id': event.metadata.tenantId, 'correlation-id': event.metadata.correlationId },
      })),
    );
    await this.bus.publish(topic, messages);
  }

  subscribe<E extends AnyEvent>(options: { groupId: string; topics: readonly string[]; partitionsConcurrently?: number; handler: EventHandler<E> }): Promise<Subscription> {
    return this.bus.subscribe({
      groupId: options.groupId,
      topics: options.topics,
      ...(options.partitionsConcurrently === undefined ? {} : { partitionsConcurrently: options.partitionsConcurrently }),
      handler: async (message) => options.handler((await this.codec.decode(message.value)) as E, message),
    });
  }
}
