import { BoundedMap } from '../../common/cache';
import type { Batch } from '../../domain/batches';

/**
 * The batches a projector worked on last, as it saved them: the next event of a batch then costs no
 * read (loading a batch reads all its items). The saved version guards it: a save that meets another
 * version drops the entry. The oldest entry goes first when it is full.
 */
export class RecentBatches {
  private readonly entries: BoundedMap<string, Batch>;

  constructor(capacity = 200) {
    this.entries = new BoundedMap(capacity);
  }

  get(batchId: string): Batch | undefined {
    return this.entries.get(batchId);
  }

  set(batch: Batch): void {
    // nothing changes a finished batch any more
    if (batch.state.completedAt !== null) this.entries.delete(batch.state.batchId);
    else this.entries.set(batch.state.batchId, batch);
  }

  delete(batchId: string): void {
    this.entries.delete(batchId);
  }
}
