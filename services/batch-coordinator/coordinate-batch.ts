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
import type { JobEvent, JobRequested } from '../../domain/jobs';
import type { BatchesStore } from '../../projections/batches';
import type { BatchCache } from './batch-cache';
import { untilSaved } from '../../common/retry';
import { releaseWork } from './release-work';

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

/** What a run of a batch's events decided, to be written once the run is folded. */
type Outgoing = {
  releases: JobRequested[];
  onBatchKey: AnyEvent[];
  newItems: BatchItemState[];
  /** Whether anything but an item starting (or going back to queued) changed the batch. */
  mustSave: boolean;
  logged: { released: number; complete: boolean };
};

/** Handles one event of a batch (a run of one event). */
export const coordinateBatch = (deps: CoordinatorDeps, batchId: string, event: BatchEvent | JobEvent): Promise<void> =>
  coordinateBatchEvents(deps, batchId, [event]);

/**
 * Handles a fetched run of one batch's events, in order: folds each in and decides after each (release
 * items up to the concurrency limit, report progress, complete the batch) exactly as one event at a time
 * would, then writes what the run decided as events in one append, then saves the batch once. Events
 * first: a crash before the save replays the same events, which decide the same and write the same
 * events again (deterministic ids), so nothing is lost and consumers recognise the repeat.
 */
export const coordinateBatchEvents = async (
  deps: CoordinatorDeps,
  batchId: string,
  events: readonly (BatchEvent | JobEvent)[],
): Promise<void> => {
  await untilSaved(
    async () => {
      const loaded = deps.cache.get(batchId) ?? (await deps.store.load(batchId));
      const now = deps.now();
      const out: Outgoing = {
        releases: [],
        onBatchKey: [],
        newItems: [],
        mustSave: false,
        logged: { released: 0, complete: false },
      };
      let batch = loaded;
      let created: Batch | null = null;
      for (const event of events) {
        const evolved = evolveBatch(batch, event);
        if (evolved.batch === null) {
          deps.logger.warn(
            { batchId, event: event.type, eventId: event.metadata.eventId },
            'event of a batch not seen yet; ignored',
          );
          continue;
        }
        created ??= batch === null ? evolved.batch : null;
        const decision = decideBatch(evolved.batch, now, deps.progress);
        const decides = decision.release.length > 0 || decision.progress || decision.complete;
        if (evolved.batch === batch && !decides) continue;
        if (decides || (event.type !== 'JobStarted' && event.type !== 'JobRetryScheduled')) out.mustSave = true;
        batch = applyDecision(evolved.batch, decision, now);
        collectDecisions(out, event, batch, decision, evolved.changedItems, now);
        if (event.type === 'BatchItemsAdded') out.newItems.push(...evolved.changedItems);
      }
      if (batch === null || batch === loaded) return DONE;
      // An item that starts changes no decision: kept in memory and saved with the next change, at most LAZY_SAVE_MS later.
      if (loaded !== null && !out.mustSave && now.getTime() - deps.cache.savedAt(batchId) < LAZY_SAVE_MS) {
        deps.cache.set(batch);
        return DONE;
      }
      if (loaded === null && created !== null) await deps.store.create(created);
      await writeDecisions(deps, batch, out);
      const expectedVersion = loaded?.state.version ?? 0;
      if ((await deps.store.save(batch, out.newItems, expectedVersion)) === 'saved') {
        const saved = { ...batch, state: { ...batch.state, version: expectedVersion + 1 } };
        if (saved.state.completedAt !== null) deps.cache.delete(batchId);
        else deps.cache.set(saved, now.getTime());
        return DONE;
      }
      deps.cache.delete(batchId); // another coordinator moved the batch on: start again from the stored copy
      return 'conflict';
    },
    MAX_CONFLICTS,
    () => `Batch ${batchId}: too many concurrent updates while applying ${events.length} events`,
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

const collectDecisions = (
  out: Outgoing,
  cause: AnyEvent,
  batch: Batch,
  decision: BatchDecision,
  changedItems: readonly BatchItemState[],
  now: Date,
): void => {
  const { state } = batch;
  const causeRef = { tenantId: state.tenantId, eventId: cause.metadata.eventId };
  for (const item of decision.release) out.releases.push(itemJobRequested(state, item.request));
  if (cause.type === 'BatchCancelRequested') {
    for (const item of changedItems)
      if (item.status === 'cancelled')
        out.onBatchKey.push(itemCancelled(state, item.jobId, cause.metadata.eventId, now));
  }
  if (decision.progress)
    out.onBatchKey.push(batchProgressed(causeRef, snapshotOf(batch), state.lastProgressFinished, now));
  if (decision.complete) out.onBatchKey.push(batchCompleted(causeRef, snapshotOf(batch), now));
  out.logged.released += decision.release.length;
  out.logged.complete ||= decision.complete;
};

const writeDecisions = async (deps: CoordinatorDeps, batch: Batch, out: Outgoing): Promise<void> => {
  const { state } = batch;
  await releaseWork(deps, out.releases);
  if (out.onBatchKey.length > 0) await deps.eventLog.append(deps.topics.jobs, state.batchId, out.onBatchKey);
  if (out.logged.released > 0 || out.logged.complete) {
    deps.logger.info(
      {
        batchId: state.batchId,
        tenantId: state.tenantId,
        correlationId: state.batchId,
        released: out.logged.released,
        complete: out.logged.complete,
      },
      'batch coordinated',
    );
  }
};
