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

/**
 * A decoded value as the plain data JSON would give back: Avro's records are class instances, the domain
 * expects plain objects. Copied field by field, with JSON's rules (an undefined field dropped, one in a
 * list and a number JSON cannot write become null). A JSON round trip of every event, as before, cost
 * more than the Avro decode itself in bench:gateway's profile, where each projector decodes every request.
 */
const plainData = (value: unknown): unknown => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : plainData(item)));
  const plain: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined) plain[key] = plainData(field);
  return plain;
};

export const fromRecord = (record: EventRecord): AnyEvent => {
  const { type, data, ...metadata } = record;
  return { type, data: plainData(data), metadata: plainData(metadata) } as AnyEvent;
};
