import { evolveJobState, initialJobState, type JobEvent, type JobState } from '../../domain/jobs';

type Entry = {
  state: JobState;
  /** An attempt's outcome decided here whose append has not succeeded yet: written before anything else is decided. */
  pending: readonly JobEvent[];
  /** The last turn on the job queued in this process (`inTurn`), settling and never failing, if any. */
  turn: Promise<void> | null;
  touchedAt: number;
};

/**
 * The jobs of this worker process as its own log says: every event of its job type's work topic that it
 * has read (the released requests, and the copies of the workers' own events) and every event it wrote,
 * folded with the job decider's `evolve`. A job is decided from here, never from a store that can lag
 * behind the log or a read model. A job nothing has happened to for `forgetAfterMs` is dropped: a request
 * released again comes within seconds of its first release, and a job whose position has gone past in the
 * log is read again from the log when its partition comes back (`PartitionCatchUp`).
 */
export class WorkerJobs {
  private readonly jobs = new Map<string, Entry>();

  constructor(
    private readonly forgetAfterMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  state(jobId: string): JobState {
    return this.jobs.get(jobId)?.state ?? initialJobState;
  }

  fold(event: JobEvent): void {
    const entry = this.entry(event.data.jobId);
    entry.state = evolveJobState(entry.state, event);
    entry.touchedAt = this.clock();
  }

  pending(jobId: string): readonly JobEvent[] {
    return this.jobs.get(jobId)?.pending ?? [];
  }

  setPending(jobId: string, events: readonly JobEvent[]): void {
    this.entry(jobId).pending = events;
  }

  /**
   * Runs `turn` once every turn on the job queued before it in this process has settled: one delivery of a
   * job's request (a rebalance's, a lane's, a retry's) is decided and run at a time. So a turn that finds
   * the job `processing` in the log knows that attempt runs nowhere here: it died before its outcome.
   */
  async inTurn(jobId: string, turn: () => Promise<void>): Promise<void> {
    const entry = this.entry(jobId);
    const mine = entry.turn === null ? turn() : entry.turn.then(turn);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    entry.turn = settled;
    try {
      await mine;
    } finally {
      if (entry.turn === settled) entry.turn = null;
      entry.touchedAt = this.clock();
    }
  }

  /** Drops the jobs nothing happened to for a while, ended or not, unless a turn on them runs here. Returns how many. */
  forgetIdle(): number {
    const before = this.clock() - this.forgetAfterMs;
    let dropped = 0;
    for (const [jobId, entry] of this.jobs) {
      if (entry.turn !== null || entry.pending.length > 0 || entry.touchedAt >= before) continue;
      this.jobs.delete(jobId);
      dropped += 1;
    }
    return dropped;
  }

  private entry(jobId: string): Entry {
    let entry = this.jobs.get(jobId);
    if (entry === undefined) {
      entry = { state: initialJobState, pending: [], turn: null, touchedAt: this.clock() };
      this.jobs.set(jobId, entry);
    }
    return entry;
  }
}
