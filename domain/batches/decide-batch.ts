import { countItems, finishedOf } from './batch-counts';
import { isFinalItem, type BatchItemState } from './batch-item';
import type { Batch } from './batch-state';

export type ProgressPolicy = Readonly<{ everyPercent: number; everyMs: number }>;

/** What the coordinator does after an event: items to hand to workers, whether to report progress, whether the batch is done. */
export type BatchDecision = Readonly<{
  release: readonly BatchItemState[];
  released: number;
  progress: boolean;
  complete: boolean;
}>;

/**
 * Releases items in index order while fewer than `concurrencyLimit` released items are unfinished, so
 * at most that many are queued or processing at once however many workers run. A function of the
 * batch alone: decided again after a redelivery or a restart, it gives the same answer.
 */
export const decideBatch = (batch: Batch, now: Date, policy: ProgressPolicy): BatchDecision => {
  const { state } = batch;
  if (state.completedAt !== null) return { release: [], released: state.released, progress: false, complete: false };
  const { release, released } = releaseDue(batch);
  const allKnown = state.chunksReceived.length >= state.chunkCount && batch.items.size >= state.totalItems;
  const finished = finishedOf(countItems(batch));
  const complete = release.length === 0 && allKnown && finished === state.totalItems;
  return { release, released, progress: !complete && progressDue(batch, finished, now, policy), complete };
};

/**
 * The release rule alone: the items to hand to workers now and the new `released`. It depends on the
 * batch only (never on the time), which is what lets the batches projection recompute `released` from
 * the events when it is rebuilt, where the releases themselves travel on the items' own keys.
 */
export const releaseDue = (batch: Batch): Readonly<{ release: readonly BatchItemState[]; released: number }> => {
  const { state } = batch;
  const release: BatchItemState[] = [];
  let released = state.released;
  if (state.completedAt !== null || state.cancelRequestedAt !== null) return { release, released };
  let open = 0;
  for (let index = 0; index < state.released; index += 1) {
    const item = batch.items.get(index);
    if (item !== undefined && !isFinalItem(item.status)) open += 1;
  }
  while (open < state.concurrencyLimit) {
    const item = batch.items.get(released);
    if (item === undefined) break; // not added yet: released when its chunk arrives
    released += 1;
    if (item.status !== 'queued') continue; // already under way (a release written before a restart)
    release.push(item);
    open += 1;
  }
  return { release, released };
};

const progressDue = (batch: Batch, finished: number, now: Date, policy: ProgressPolicy): boolean => {
  const { state } = batch;
  if (finished <= state.lastProgressFinished) return false;
  const step = Math.max(1, Math.ceil((state.totalItems * policy.everyPercent) / 100));
  if (Math.floor(finished / step) > Math.floor(state.lastProgressFinished / step)) return true;
  return now.getTime() - Date.parse(state.lastProgressAt ?? state.createdAt) >= policy.everyMs;
};
