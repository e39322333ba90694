import type { BatchItemState, BatchItemStatus } from './batch-item';

const BLOCK = 64;
const NO_COUNTS: Readonly<Record<BatchItemStatus, number>> = {
  queued: 0,
  processing: 0,
  completed: 0,
  failed: 0,
  cancelled: 0,
};

type Block = readonly (BatchItemState | undefined)[];

/**
 * A batch's items by index, a value like the batch itself. A change copies the list of blocks and the
 * blocks it touches (64 items each), never every item: the coordinator folds in one event per item
 * outcome, and when each copied the whole batch, a 1,000-item batch's run copied two million entries.
 * The items of each status are counted as they are replaced, so that the counts are read without a pass
 * over the items; they are derived from the items held, never from the events, so a repeated event
 * cannot make them drift.
 */
export class BatchItems {
  static readonly EMPTY = new BatchItems([], 0, NO_COUNTS);

  private constructor(
    private readonly blocks: readonly (Block | undefined)[],
    /** How many items are held (the rest of the batch's items have not arrived yet). */
    readonly size: number,
    /** How many held items are in each status. */
    readonly counts: Readonly<Record<BatchItemStatus, number>>,
  ) {}

  get(index: number): BatchItemState | undefined {
    return this.blocks[Math.floor(index / BLOCK)]?.[index % BLOCK];
  }

  has(index: number): boolean {
    return this.get(index) !== undefined;
  }

  /** The items held, by index. */
  *values(): IterableIterator<BatchItemState> {
    for (const block of this.blocks) if (block !== undefined) for (const item of block) if (item) yield item;
  }

  /** These items added, or put in place of the items at their indexes. */
  with(changed: readonly BatchItemState[]): BatchItems {
    if (changed.length === 0) return this;
    const blocks = [...this.blocks];
    const counts = { ...this.counts };
    let size = this.size;
    for (const item of changed) {
      const at = Math.floor(item.index / BLOCK);
      // A block still shared with this value is copied before its first change.
      if (blocks[at] === this.blocks[at]) blocks[at] = [...(this.blocks[at] ?? new Array<undefined>(BLOCK))];
      const block = blocks[at] as (BatchItemState | undefined)[];
      const before = block[item.index % BLOCK];
      if (before === undefined) size += 1;
      else counts[before.status] -= 1;
      counts[item.status] += 1;
      block[item.index % BLOCK] = item;
    }
    return new BatchItems(blocks, size, counts);
  }
}
