import { DEFAULT_JITTER_RATIO, retryDelayMs, type Backoff } from '../../retry';

/** Where a partition's reading resumes: the offset after the last message handled. */
export type CommitPosition = Readonly<{ topic: string; partition: number; offset: string }>;

/** How long a failed commit waits before it is sent again: the broker may be gone for a while. */
const COMMIT_RETRY_BACKOFF = { baseMs: 200, maxMs: 5_000, jitterRatio: DEFAULT_JITTER_RATIO } satisfies Backoff;

const keyOf = (position: CommitPosition): string => `${position.topic}\u0000${position.partition}`;

/**
 * Gathers the positions a consumer's handlers reached and commits them together, at most once per
 * interval: one OffsetCommit request for every partition instead of one per fetched batch (kafkajs's
 * own auto-commit sends one after every batch, which on a busy topic is as many requests as fetches,
 * each a write on the broker). Only handled messages' positions are ever committed, so delivery stays
 * at least once; what a crash or a rebalance loses is at most one interval of positions, whose
 * messages the next reader handles again (every handler is idempotent).
 *
 * A commit that fails (the broker or the group coordinator away) is kept and sent again with backoff
 * until it goes through or a later position of its partition replaces it. Dropping it would leave the
 * group's committed position behind for good on a partition that receives nothing more (a work topic
 * after its batch), though every message was handled: lag that never drains, and a reread of all of it
 * after the next rebalance.
 */
export class OffsetCommitter {
  private readonly pending = new Map<string, CommitPosition>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private failures = 0;
  private closed = false;

  constructor(
    private readonly commit: (positions: readonly CommitPosition[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 200,
    private readonly random: () => number = Math.random,
  ) {}

  /** The message at `offset` and every one before it in its partition are handled. */
  handled(topic: string, partition: number, offset: string): void {
    const position = { topic, partition, offset: (BigInt(offset) + 1n).toString() };
    this.pending.set(keyOf(position), position);
    this.schedule(this.intervalMs);
  }

  private schedule(delayMs: number): void {
    if (this.closed || this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
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
    this.flushing = this.flushing
      .then(() => this.commit(positions))
      .then(
        () => {
          this.failures = 0;
        },
        (error: unknown) => {
          this.onError(error);
          this.keepForLater(positions);
        },
      );
    return this.flushing;
  }

  private keepForLater(positions: readonly CommitPosition[]): void {
    // A position handled since is further on, so it replaces the one that failed.
    for (const position of positions)
      if (!this.pending.has(keyOf(position))) this.pending.set(keyOf(position), position);
    this.failures += 1;
    this.schedule(retryDelayMs(COMMIT_RETRY_BACKOFF, this.failures, this.random()) ?? COMMIT_RETRY_BACKOFF.maxMs);
  }

  /** The last commit before the consumer leaves: one try, and nothing scheduled after it. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
