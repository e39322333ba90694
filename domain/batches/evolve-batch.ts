import { errorLine } from '../errors';
import { assertNever } from '../events';
import type { JobEvent } from '../jobs';
import type { BatchEvent } from './batch-events';
import { isFinalItem, type BatchItemState, type BatchItemStatus } from './batch-item';
import { newBatch, withItems, type Batch, type BatchState } from './batch-state';
import { CANCELLED_ERROR_CODE, CANCELLED_MESSAGE } from './item-job-events';

export type BatchChange = Readonly<{ batch: Batch | null; changedItems: readonly BatchItemState[] }>;

const unchanged = (batch: Batch | null): BatchChange => ({ batch, changedItems: [] });

/**
 * Folds one event of a batch's partition into the batch. An event already contained (same or older job
 * sequence, a chunk already added, a second cancellation) changes nothing, so redelivery is harmless.
 */
export const evolveBatch = (batch: Batch | null, event: BatchEvent | JobEvent): BatchChange => {
  if (event.type === 'BatchCreated')
    return batch !== null ? unchanged(batch) : { batch: newBatch(created(event), []), changedItems: [] };
  if (batch === null) return unchanged(null);
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'BatchItemsAdded': {
      if (batch.state.chunksReceived.includes(event.data.chunk)) return unchanged(batch);
      const added = event.data.items
        .filter((item) => !batch.items.has(item.index))
        .map((request): BatchItemState => ({
          batchId: batch.state.batchId,
          index: request.index,
          jobId: request.jobId,
          status: 'queued',
          version: 1,
          error: null,
          request,
        }));
      return change(
        withItems(batch, added),
        { chunksReceived: [...batch.state.chunksReceived, event.data.chunk] },
        at,
        added,
      );
    }
    case 'BatchCancelRequested': {
      if (batch.state.cancelRequestedAt !== null || batch.state.completedAt !== null) return unchanged(batch);
      const cancelled = [...batch.items.values()]
        .filter((item) => item.index >= batch.state.released && item.status === 'queued')
        .map((item): BatchItemState => ({
          ...item,
          status: 'cancelled',
          version: 3,
          error: errorLine(CANCELLED_ERROR_CODE, CANCELLED_MESSAGE),
        }));
      return change(withItems(batch, cancelled), { cancelRequestedAt: at }, at, cancelled);
    }
    // The coordinator's own decisions, folded back as it recorded them when it decided: a progress report
    // changes no item (updatedAt stays), and the end takes the snapshot's times, so that a batch rebuilt
    // from the events equals the one the coordinator saved.
    case 'BatchProgressed':
      if (event.data.finished <= batch.state.lastProgressFinished) return unchanged(batch);
      return {
        batch: { ...batch, state: { ...batch.state, lastProgressFinished: event.data.finished, lastProgressAt: at } },
        changedItems: [],
      };
    case 'BatchCompleted':
      if (batch.state.completedAt !== null) return unchanged(batch);
      return {
        batch: {
          ...batch,
          state: { ...batch.state, completedAt: event.data.completedAt ?? at, updatedAt: event.data.updatedAt },
        },
        changedItems: [],
      };
    case 'ClaimReviewed':
      return unchanged(batch); // a person's decision on a finished item changes nothing the batch counts
    case 'JobRequested':
      return unchanged(batch); // releases are the coordinator's own decisions, recorded in `released`
    case 'JobStarted':
      return itemEvent(batch, event.data.jobId, event.data.sequence, 'processing', null, at);
    case 'JobRetryScheduled':
      return itemEvent(batch, event.data.jobId, event.data.sequence, 'queued', null, at);
    case 'JobCompleted':
      return itemEvent(batch, event.data.jobId, event.data.sequence, 'completed', null, at);
    case 'JobFailed':
      return itemEvent(
        batch,
        event.data.jobId,
        event.data.sequence,
        'failed',
        errorLine(event.data.errorCode, event.data.errorMessage),
        at,
      );
    default:
      return assertNever(event);
  }
};

const itemEvent = (
  batch: Batch,
  jobId: string,
  sequence: number,
  status: BatchItemStatus,
  error: string | null,
  at: string,
): BatchChange => {
  const index = batch.byJobId.get(jobId);
  const item = index === undefined ? undefined : batch.items.get(index);
  if (item === undefined || sequence <= item.version || isFinalItem(item.status)) return unchanged(batch);
  const next: BatchItemState = { ...item, status, version: sequence, error };
  return change(withItems(batch, [next]), {}, at, [next]);
};

const change = (
  batch: Batch,
  fields: Partial<BatchState>,
  at: string,
  changedItems: readonly BatchItemState[],
): BatchChange => ({
  batch: {
    ...batch,
    state: { ...batch.state, ...fields, updatedAt: at > batch.state.updatedAt ? at : batch.state.updatedAt },
  },
  changedItems,
});

const created = (event: Extract<BatchEvent, { type: 'BatchCreated' }>): BatchState => ({
  batchId: event.data.batchId,
  tenantId: event.metadata.tenantId,
  batchType: event.data.batchType,
  totalItems: event.data.totalItems,
  concurrencyLimit: event.data.concurrencyLimit,
  chunkCount: event.data.chunkCount,
  chunksReceived: [],
  webhookUrl: event.data.webhookUrl,
  metadataJson: event.data.metadataJson,
  createdAt: event.metadata.occurredAt,
  updatedAt: event.metadata.occurredAt,
  released: 0,
  cancelRequestedAt: null,
  completedAt: null,
  lastProgressAt: null,
  lastProgressFinished: 0,
  version: 0,
});
