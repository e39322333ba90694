import type { AnyEvent, EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Topics } from '../../common/topics';
import {
  batchCompleted,
  batchProgressed,
  countItems,
  decideBatch,
  evolveBatch,
  finishedOf,
  itemCancelled,
  itemJobRequested,
  snapshotOf,
  type Batch,
  type BatchDecision,
  type BatchEvent,
  type BatchItemState,
  type ProgressPolicy,
} from '../../domain/batches';
import type { JobEvent } from '../../domain/jobs';
import type { BatchesStore } from '../../projections/batches';
import type { BatchCache } from './batch-cache';
import { untilSaved } from '../../common/retry';

export type CoordinatorDeps = Readonly<{
  eventLog: EventLog;
  topics: Topics;
  store: BatchesStore;
  cache: BatchCache;
  logger: Logger;
  now: () => Date;
  progress: ProgressPolicy;
}>;

const MAX_CONFLICTS = 5;
const DONE = { done: true } as const;
/**
 * An item that starts (or goes back to queued for a retry) changes no decision: it is kept in memory
 * and saved with the next change, at most this long later. A crash meanwhile loses only that the item
 * was processing; counts of finished items and releases are always saved before the event is done.
 */
const LAZY_SAVE_MS = 500;

/**
 * Handles one event of a batch: folds it in, decides (release items up to the concurrency limit, report
 * progress, complete the batch), writes the decisions as events, then saves the batch. Events first:
 * a crash before the save replays the same event, which decides the same and writes the same events
 * again (deterministic ids), so nothing is lost and consumers recognise the repeat.
 */
export const coordinateBatch = async (
  deps: CoordinatorDeps,
  batchId: string,
  event: BatchEvent | JobEvent,
): Promise<void> => {
  await untilSaved(
    async () => {
      const loaded = deps.cache.get(batchId) ?? (await deps.store.load(batchId));
      const { batch, changedItems } = evolveBatch(loaded, event);
      if (batch === null) {
        deps.logger.warn(
          { batchId, event: event.type, eventId: event.metadata.eventId },
          'event of a batch not seen yet; ignored',
        );
        return DONE;
      }
      const now = deps.now();
      const decision = decideBatch(batch, now, deps.progress);
      const decides = decision.release.length > 0 || decision.progress || decision.complete;
      if (batch === loaded && !decides) return DONE;
      if (
        loaded !== null &&
        !decides &&
        (event.type === 'JobStarted' || event.type === 'JobRetryScheduled') &&
        now.getTime() - deps.cache.savedAt(batchId) < LAZY_SAVE_MS
      ) {
        deps.cache.set(batch);
        return DONE;
      }
      if (loaded === null) await deps.store.create(batch);
      const next = applyDecision(batch, decision, now);
      await writeDecisions(deps, event, next, decision, changedItems, now);
      const expectedVersion = loaded?.state.version ?? 0;
      const newItems = event.type === 'BatchItemsAdded' ? changedItems : [];
      if ((await deps.store.save(next, newItems, expectedVersion)) === 'saved') {
        const saved = { ...next, state: { ...next.state, version: expectedVersion + 1 } };
        if (saved.state.completedAt !== null) deps.cache.delete(batchId);
        else deps.cache.set(saved, now.getTime());
        return DONE;
      }
      deps.cache.delete(batchId); // another coordinator moved the batch on: start again from the stored copy
      return 'conflict';
    },
    MAX_CONFLICTS,
    () => `Batch ${batchId}: too many concurrent updates while applying ${event.metadata.eventId}`,
  );
};

const applyDecision = (batch: Batch, decision: BatchDecision, now: Date): Batch => {
  const at = now.toISOString();
  const finished = finishedOf(countItems(batch));
  return {
    ...batch,
    state: {
      ...batch.state,
      released: decision.released,
      ...(decision.progress ? { lastProgressAt: at, lastProgressFinished: finished } : {}),
      ...(decision.complete ? { completedAt: at, updatedAt: at } : {}),
    },
  };
};

const writeDecisions = async (
  deps: CoordinatorDeps,
  cause: AnyEvent,
  batch: Batch,
  decision: BatchDecision,
  changedItems: readonly BatchItemState[],
  now: Date,
): Promise<void> => {
  const { state } = batch;
  const causeRef = { tenantId: state.tenantId, eventId: cause.metadata.eventId };
  // Releases are keyed by jobId so that the items of one batch spread over the partitions and the workers.
  await Promise.all(
    decision.release.map((item) =>
      deps.eventLog.append(deps.topics.jobs, item.jobId, [itemJobRequested(state, item.request)]),
    ),
  );
  const onBatchKey: AnyEvent[] = [];
  if (cause.type === 'BatchCancelRequested') {
    for (const item of changedItems)
      if (item.status === 'cancelled') onBatchKey.push(itemCancelled(state, item.jobId, cause.metadata.eventId, now));
  }
  if (decision.progress) onBatchKey.push(batchProgressed(causeRef, snapshotOf(batch), state.lastProgressFinished, now));
  if (decision.complete) onBatchKey.push(batchCompleted(causeRef, snapshotOf(batch), now));
  if (onBatchKey.length > 0) await deps.eventLog.append(deps.topics.jobs, state.batchId, onBatchKey);
  if (decision.release.length > 0 || decision.complete) {
    deps.logger.info(
      {
        batchId: state.batchId,
        tenantId: state.tenantId,
        correlationId: state.batchId,
        released: decision.release.length,
        complete: decision.complete,
      },
      'batch coordinated',
    );
  }
};
