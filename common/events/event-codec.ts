import type { Static } from '@sinclair/typebox';
import type { EVENT_ENVELOPE } from '../../contracts';
import type { Event } from '../../domain/events';

export type AnyEvent = Event<string, unknown>;

/** Turns events into bytes on the log and back. The Avro adapter writes the Confluent wire format. */
export interface EventCodec {
  encode(topic: string, event: AnyEvent): Promise<Buffer>;
  decode(bytes: Buffer): Promise<AnyEvent>;
}

/** The flat record every event is written as: the envelope's fields beside `type`, and the event's `data`. */
export type EventRecord = Readonly<Static<typeof EVENT_ENVELOPE> & { data: unknown }>;

export const toRecord = (event: AnyEvent): EventRecord => ({ ...event.metadata, type: event.type, data: event.data });

export const fromRecord = (record: EventRecord): AnyEvent => {
  const { type, data, ...metadata } = record;
  // Decoded Avro records are class instances; JSON round-tripping yields the plain objects the domain expects.
  return {
    type,
    data: JSON.parse(JSON.stringify(data)) as unknown,
    metadata: JSON.parse(JSON.stringify(metadata)) as unknown,
  } as AnyEvent;
};
