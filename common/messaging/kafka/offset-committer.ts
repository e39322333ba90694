/** Where a partition's reading resumes: the offset after the last message handled. */
export type CommitPosition = Readonly<{ topic: string; partition: number; offset: string }>;

/**
 * Gathers the positions a consumer's handlers reached and commits them together, at most once per
 * interval: one OffsetCommit request for every partition instead of one per fetched batch (kafkajs's
 * own auto-commit sends one after every batch, which on a busy topic is as many requests as fetches,
 * each a write on the broker). Only handled messages' positions are ever committed, so delivery stays
 * at least once; what a crash or a rebalance loses is at most one interval of positions, whose
 * messages the next reader handles again (every handler is idempotent).
 */
export class OffsetCommitter {
  private readonly pending = new Map<string, CommitPosition>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly commit: (positions: readonly CommitPosition[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 200,
  ) {}

  /** The message at `offset` and every one before it in its partition are handled. */
  handled(topic: string, partition: number, offset: string): void {
    this.pending.set(`${topic}\u0000${partition}`, { topic, partition, offset: (BigInt(offset) + 1n).toString() });
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.intervalMs);
  }

  /** Commits what is pending now (a rebalance or a stop is coming); a failure is reported, not thrown. */
  flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.pending.size === 0) return this.flushing;
    const positions = [...this.pending.values()];
    this.pending.clear();
    this.flushing = this.flushing.then(() => this.commit(positions)).catch(this.onError);
    return this.flushing;
  }
}
