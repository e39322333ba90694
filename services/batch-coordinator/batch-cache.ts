import type { Batch } from '../../domain/batches';

/**
 * The batches this coordinator is working on, kept between events so that an event costs no read. The
 * stored version guards it: a save that finds another version drops the entry and reloads.
 */
export class BatchCache {
  private readonly entries = new Map<string, Batch>();
  private readonly saved = new Map<string, number>();

  constructor(private readonly capacity = 200) {}

  get(batchId: string): Batch | undefined {
    return this.entries.get(batchId);
  }

  /** Keeps the batch; `savedAt` says it matches the stored copy as of then (absent: it holds changes not saved yet). */
  set(batch: Batch, savedAt?: number): void {
    this.entries.delete(batch.state.batchId);
    this.entries.set(batch.state.batchId, batch);
    if (savedAt !== undefined) this.saved.set(batch.state.batchId, savedAt);
    if (this.entries.size > this.capacity) this.delete(this.entries.keys().next().value!);
  }

  /** When the batch was last saved, or 0 when it is not cached. */
  savedAt(batchId: string): number {
    return this.saved.get(batchId) ?? 0;
  }

  delete(batchId: string): void {
    this.entries.delete(batchId);
    this.saved.delete(batchId);
  }
}
