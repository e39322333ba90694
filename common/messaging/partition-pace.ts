/** A test hands in its own clock and sleep. */
export type PaceClock = Readonly<{ now: () => number; sleep: (ms: number) => Promise<void> }>;

const realClock: PaceClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Runs one partition's run of `messages` messages (1 when not told); what the pace adds is a wait after it. */
export type Paced = (partition: string, run: () => Promise<void>, messages?: number) => Promise<void>;

/**
 * A subscription's pace: a batch subscription's `paceMs` over the runs it writes, a lane's
 * `passOverPaceMs` over the runs it passes over whole. A partition's run that begins within `paceMs` of
 * the end of its run before (messages keep coming) is followed by a wait of `paceMs`, during which the
 * next ones gather in the broker and come as one larger run: fewer, larger writes downstream, or fewer
 * fetches sent for nothing. A run after a quiet spell is followed by no wait, so a lone message is
 * never held. The wait comes after the run, so whatever the run does last (moving the position) is not
 * held up either.
 *
 * With a `busyRun` above 1, a run of fewer messages is followed by no wait either, though it counts as
 * the stream going on: a lone job's few events, one a run, are each handled at once, while a batch's,
 * many a run, are paced.
 */
export const partitionPace = (paceMs: number, clock: PaceClock = realClock, busyRun = 1): Paced => {
  if (paceMs <= 0) return (_partition, run) => run();
  const lastEnds = new Map<string, number>();
  return async (partition, run, messages = 1) => {
    const startedAt = clock.now();
    await run();
    const lastEnd = lastEnds.get(partition);
    if (messages >= busyRun && lastEnd !== undefined && startedAt - lastEnd < paceMs) await clock.sleep(paceMs);
    lastEnds.set(partition, clock.now());
  };
};
