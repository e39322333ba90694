import { untilSaved } from '../../common/retry';
import type { BatchEvent } from '../../domain/batches';
import type { JobEvent } from '../../domain/jobs';
import type { BatchesStore } from './batches-store';
import { projectBatch } from './project-batch';
import type { RecentBatches } from './recent-batches';

const MAX_CONFLICTS = 5;

/**
 * Applies one event of a batch to the batches read model: fold, then compare-and-set on the batch's
 * version, as the coordinator saves it. An event the batch already holds changes nothing. A conflict
 * (someone else saved the batch meanwhile) drops the remembered copy and starts again from the stored one.
 */
export const applyBatchEvent = async (
  store: BatchesStore,
  recent: RecentBatches,
  batchId: string,
  event: BatchEvent | JobEvent,
): Promise<'applied' | 'unchanged'> =>
  untilSaved(
    async () => {
      const loaded = recent.get(batchId) ?? (await store.load(batchId));
      const { batch, changedItems } = projectBatch(loaded, event);
      if (batch === null || batch === loaded) return { done: 'unchanged' as const };
      if (loaded === null) await store.create(batch);
      const expectedVersion = loaded?.state.version ?? 0;
      const newItems = event.type === 'BatchItemsAdded' ? changedItems : [];
      if ((await store.save(batch, newItems, expectedVersion)) === 'saved') {
        recent.set({ ...batch, state: { ...batch.state, version: expectedVersion + 1 } });
        return { done: 'applied' as const };
      }
      recent.delete(batchId);
      return 'conflict';
    },
    MAX_CONFLICTS,
    () => `Batch ${batchId}: too many concurrent updates while applying ${event.metadata.eventId}`,
  );
