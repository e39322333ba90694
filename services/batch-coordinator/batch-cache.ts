import { BoundedMap } from '../../common/cache';
import type { Batch } from '../../domain/batches';

/**
 * The batches this coordinator is working on, kept between events so that an event costs no read. The
 * stored version guards it: a save that finds another version drops the entry and reloads.
 */
export class BatchCache {
  /** Each batch, and when it last matched the stored copy (0: never, as far as this cache knows). */
  private readonly entries: BoundedMap<string, { batch: Batch; savedAt: number }>;

  constructor(capacity = 200) {
    this.entries = new BoundedMap(capacity);
  }

  get(batchId: string): Batch | undefined {
    return this.entries.get(batchId)?.batch;
  }

  /** Keeps the batch; `savedAt` says it matches the stored copy as of then (absent: it holds changes not saved yet). */
  set(batch: Batch, savedAt?: number): void {
    const id = batch.state.batchId;
    this.entries.set(id, { batch, savedAt: savedAt ?? this.entries.get(id)?.savedAt ?? 0 });
  }

  /** When the batch was last saved, or 0 when it is not cached. */
  savedAt(batchId: string): number {
    return this.entries.get(batchId)?.savedAt ?? 0;
  }

  delete(batchId: string): void {
    this.entries.delete(batchId);
  }
}
