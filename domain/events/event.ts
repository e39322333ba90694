import type { EventEnvelope } from '../../contracts';

/**
 * A domain event: a readonly record with a literal type. The metadata is the envelope every event on
 * the log carries (declared with the events' data in contracts/events.ts), so that any consumer can
 * trace it to its tenant, its job or batch, and its cause.
 */
export type EventMetadata = Readonly<EventEnvelope>;

export type Event<Type extends string, Data> = Readonly<{
  type: Type;
  data: Readonly<Data>;
  metadata: EventMetadata;
}>;

export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
};
