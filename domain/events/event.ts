/**
 * A domain event: a readonly record with a literal type. The metadata is the envelope every event on
 * the log carries, so that any consumer can trace it to its tenant, its job or batch, and its cause.
 */
export type EventMetadata = Readonly<{
  /** Deterministic where possible (`<aggregateId>:<sequence>`), so a re-emitted event is recognisably the same. */
  eventId: string;
  occurredAt: string;
  tenantId: string;
  /** The jobId or batchId the event belongs to. */
  correlationId: string;
  /** The eventId of the event that led to this one; null for events caused by an HTTP request. */
  causationId: string | null;
  schemaVersion: number;
}>;

export type Event<Type extends string, Data> = Readonly<{
  type: Type;
  data: Readonly<Data>;
  metadata: EventMetadata;
}>;

export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
};
