import type { Event } from '../events';
import type { JobType } from '../jobs';
import type { BatchItemRequest } from './batch-item';

/**
 * A batch's events. They share the jobs topic and the batch's key (its batchId) with the job events of
 * its items, so one consumer sees a whole batch in order: created, its items, their outcomes, the end.
 */
export type BatchCreated = Event<
  'BatchCreated',
  {
    batchId: string;
    batchType: JobType;
    totalItems: number;
    concurrencyLimit: number;
    /** How many BatchItemsAdded events carry the items (each stays far below Kafka's 1 MB message limit). */
    chunkCount: number;
    webhookUrl: string | null;
    metadataJson: string | null;
  }
>;

export type BatchItemsAdded = Event<
  'BatchItemsAdded',
  { batchId: string; batchType: JobType; chunk: number; items: readonly BatchItemRequest[] }
>;

export type BatchCancelRequested = Event<'BatchCancelRequested', { batchId: string }>;

export type BatchCounts = Readonly<{
  queued: number;
  processing: number;
  completed: number;
  failed: number;
  cancelled: number;
}>;

/** The batch record as webhooks and `GET /v1/batches/{id}` show it. */
export type BatchSnapshot = Readonly<{
  batchId: string;
  batchType: JobType;
  status: BatchStatus;
  totalItems: number;
  counts: BatchCounts;
  progress: number;
  concurrencyLimit: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  webhookUrl: string | null;
  metadataJson: string | null;
}>;

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
