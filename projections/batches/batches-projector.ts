import type { AnyEvent } from '../../common/events';
import { applyBatchEvent } from './apply-batch-event';
import { batchOfEvent } from './batch-of-event';
import type { BatchesStore } from './batches-store';
import { RecentBatches } from './recent-batches';

/**
 * The batches read model's consumer handler: every event of a batch's partition, folded with no
 * decision. Live, the batch coordinator keeps this read model (it is also its working state); this
 * handler is what rebuilds it from the topic (docs/projections.md).
 */
export const batchesHandler =
  (store: BatchesStore, recent = new RecentBatches()) =>
  async (event: AnyEvent, message: { key: string | null }): Promise<void> => {
    const target = batchOfEvent(event, message.key);
    if (target !== null) await applyBatchEvent(store, recent, target.batchId, target.event);
  };
