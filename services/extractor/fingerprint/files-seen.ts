import { BoundedMap } from '../../../common/cache';
import type { PossibleDuplicate } from '../../../contracts';

/**
 * How long a file's settled answer is given again without a read. Only a retention purge can change
 * it (see `settle`), so this bounds how long a purged copy can still be named: purges remove receipts
 * older than a tenant's retention, at most once an hour by default.
 */
export const SETTLED_KEPT_MS = 30_000;

type Remembered = Readonly<{ answer: PossibleDuplicate; until: number }> | null;

/**
 * The files this process has lately looked up, per tenant, newest kept. That a file was seen is a hint:
 * it may have been sent enough times for its own keys to settle the answer (`lookUpDuplicate`); one
 * never seen is looked up in one go, as every receipt was. Forgetting one costs a read, nothing more.
 */
export class FilesSeen {
  private readonly seen: BoundedMap<string, Remembered>;

  constructor(
    capacity = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.seen = new BoundedMap(capacity);
  }

  has(tenantId: string, fileKey: string): boolean {
    return this.seen.has(`${tenantId}|${fileKey}`);
  }

  add(tenantId: string, fileKey: string): void {
    this.keep(`${tenantId}|${fileKey}`, this.seen.get(`${tenantId}|${fileKey}`) ?? null);
  }

  /**
   * Remembers the answer the file's own keys settled (`settledByFile`): its earliest copies, with no
   * other receipt completed before the last of them. A receipt completed later sorts after them, so no
   * later receipt changes that answer; only a purge of those copies does. A file sent again and again
   * is then answered without a read for SETTLED_KEPT_MS, where each copy cost a read of a dozen
   * documents (in bench:pipeline, 12 files sent 1,000 times, most of the database's finds).
   */
  settle(tenantId: string, fileKey: string, answer: PossibleDuplicate): void {
    this.keep(`${tenantId}|${fileKey}`, { answer, until: this.now() + SETTLED_KEPT_MS });
  }

  /** The file's settled answer, while it is kept; null when there is none. */
  settled(tenantId: string, fileKey: string): PossibleDuplicate | null {
    const remembered = this.seen.get(`${tenantId}|${fileKey}`) ?? null;
    return remembered !== null && this.now() < remembered.until ? remembered.answer : null;
  }

  private keep(id: string, remembered: Remembered): void {
    this.seen.set(id, remembered);
  }
}
