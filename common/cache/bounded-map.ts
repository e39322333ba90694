/**
 * A map that forgets its least recently written entry once it holds more than `capacity`: memory a
 * long-running consumer keeps about recent keys without growing with every key it has ever seen.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  /**
   * Where the next eviction looks. A Map keeps a deleted entry's slot until it grows, and a fresh
   * `keys()` walks every such slot from the start: once full, a write that way cost about 9.6 µs at
   * 10,000 entries and 0.66 µs at 1,000 (docs/scaling-log.md). A Map's iterator is live (it sees what is added
   * after it, in insertion order, and skips what is deleted), so this one, kept, steps over each slot
   * once. Everything before it has been evicted or written again further on, so its next key is always
   * the entry written longest ago.
   */
  private oldest: Iterator<K> = this.entries.keys();

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.nextOldest());
  }

  private nextOldest(): K {
    const next = this.oldest.next();
    if (!next.done) return next.value;
    // Not reached while an entry is left (all of them are ahead of the iterator); a fresh one is as right.
    this.oldest = this.entries.keys();
    return this.oldest.next().value as K;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.oldest = this.entries.keys();
  }

  get size(): number {
    return this.entries.size;
  }
}
