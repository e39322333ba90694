import type { EventMetadata } from '../events';
import { BATCH_EVENT_SCHEMA_VERSION } from './batch-schema-version';
import type {
  BatchCancelRequested,
  BatchCompleted,
  BatchCreated,
  BatchItemsAdded,
  BatchProgressed,
  BatchSnapshot,
} from './batch-events';

/** Builds batch events with deterministic ids (`<batchId>:<what>`), so an event emitted twice is the same event. */
const metadataFor = (
  batchId: string,
  what: string,
  tenantId: string,
  causationId: string | null,
  now: Date,
): EventMetadata => ({
  eventId: `${batchId}:${what}`,
  occurredAt: now.toISOString(),
  tenantId,
  correlationId: batchId,
  causationId,
  schemaVersion: BATCH_EVENT_SCHEMA_VERSION,
});

export const batchCreated = (data: BatchCreated['data'], tenantId: string, now: Date): BatchCreated => ({
  type: 'BatchCreated',
  data,
  metadata: metadataFor(data.batchId, 'created', tenantId, null, now),
});

export const batchItemsAdded = (data: BatchItemsAdded['data'], tenantId: string, now: Date): BatchItemsAdded => ({
  type: 'BatchItemsAdded',
  data,
  metadata: metadataFor(data.batchId, `items:${data.chunk}`, tenantId, `${data.batchId}:created`, now),
});

export const batchCancelRequested = (batchId: string, tenantId: string, now: Date): BatchCancelRequested => ({
  type: 'BatchCancelRequested',
  data: { batchId },
  metadata: metadataFor(batchId, 'cancel', tenantId, null, now),
});

type Cause = Readonly<{ tenantId: string; eventId: string }>;

export const batchProgressed = (
  cause: Cause,
  snapshot: BatchSnapshot,
  finished: number,
  now: Date,
): BatchProgressed => ({
  type: 'BatchProgressed',
  data: { ...snapshot, finished },
  metadata: metadataFor(snapshot.batchId, `progress:${finished}`, cause.tenantId, cause.eventId, now),
});

export const batchCompleted = (cause: Cause, snapshot: BatchSnapshot, now: Date): BatchCompleted => ({
  type: 'BatchCompleted',
  data: snapshot,
  metadata: metadataFor(snapshot.batchId, 'completed', cause.tenantId, cause.eventId, now),
});
