import type { Event } from '../events';
import type { EventData } from '../../contracts';
import type { BatchItemRequest } from './batch-item';

/**
 * A batch's events. They share the jobs topic and the batch's key (its batchId) with the job events of
 * its items, so one consumer sees a whole batch in order: created, its items, their outcomes, the end.
 */
export type BatchCreated = Event<'BatchCreated', EventData<'BatchCreated'>>;

export type BatchItemsAdded = Event<
  'BatchItemsAdded',
  Omit<EventData<'BatchItemsAdded'>, 'items'> & { items: readonly BatchItemRequest[] }
>;

export type BatchCancelRequested = Event<'BatchCancelRequested', EventData<'BatchCancelRequested'>>;

export type BatchCounts = Readonly<EventData<'BatchCompleted'>['counts']>;

/** The batch record as webhooks and `GET /v1/batches/{id}` show it: the wire's, its status narrowed. */
export type BatchSnapshot = Readonly<
  Omit<EventData<'BatchCompleted'>, 'status' | 'counts'> & { status: BatchStatus; counts: BatchCounts }
>;

export type BatchStatus = 'processing' | 'completed' | 'completed_with_errors' | 'cancelled';

/** Written by the coordinator, at most every 10 % of the items or 5 s: the source of `batch.progress`. */
export type BatchProgressed = Event<'BatchProgressed', BatchSnapshot & { finished: number }>;

/** Written once per batch (deterministic id `<batchId>:completed`): the source of `batch.completed`. */
export type BatchCompleted = Event<'BatchCompleted', BatchSnapshot>;

export type BatchEvent = BatchCreated | BatchItemsAdded | BatchCancelRequested | BatchProgressed | BatchCompleted;
export type BatchEventType = BatchEvent['type'];

export const BATCH_EVENT_TYPES: readonly BatchEventType[] = [
  'BatchCreated',
  'BatchItemsAdded',
  'BatchCancelRequested',
  'BatchProgressed',
  'BatchCompleted',
];

export const isBatchEvent = (event: { type: string }): event is BatchEvent =>
  (BATCH_EVENT_TYPES as readonly string[]).includes(event.type);
