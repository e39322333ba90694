/**
 * The jobs this worker process is running right now. Kafka delivers a request again while its first
 * delivery is still being handled when the consumer's group rebalances (a database outage that holds
 * a handler past the session timeout is enough); the record then says "processing", which the decider
 * rightly reads as an attempt that died with its worker, and would start a second one. Runs of one job
 * in one process therefore go one after the other: the second looks at the record only once the first
 * has written its outcome, and finds the job ended.
 */
export class JobsInFlight {
  private readonly running = new Map<string, Promise<void>>();

  async one<T>(jobId: string, run: () => Promise<T>): Promise<T> {
    const before = this.running.get(jobId);
    const mine = (async () => {
      if (before !== undefined) await before;
      return run();
    })();
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.running.set(jobId, settled);
    try {
      return await mine;
    } finally {
      if (this.running.get(jobId) === settled) this.running.delete(jobId);
    }
  }

  get size(): number {
    return this.running.size;
  }
}
