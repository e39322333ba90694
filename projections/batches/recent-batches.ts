import type { Batch } from '../../domain/batches';

/**
 * The batches a projector worked on last, as it saved them: the next event of a batch then costs no
 * read (loading a batch reads all its items). The saved version guards it: a save that meets another
 * version drops the entry. The oldest entry goes first when it is full.
 */
export class RecentBatches {
  private readonly entries = new Map<string, Batch>();

  constructor(private readonly capacity = 200) {}

  get(batchId: string): Batch | undefined {
    return this.entries.get(batchId);
  }

  set(batch: Batch): void {
    this.entries.delete(batch.state.batchId);
    if (batch.state.completedAt !== null) return; // nothing changes a finished batch any more
    this.entries.set(batch.state.batchId, batch);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(batchId: string): void {
    this.entries.delete(batchId);
  }
}
