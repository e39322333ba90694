import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';

export type WhenDueOptions = Readonly<{
  /** The least time between the end of one run and the start of the next, whatever is due (a failing run is not repeated at once). */
  minGapMs: number;
  /** The longest the task waits when it knows of nothing due: work another process scheduled is found within it. */
  maxIdleMs: number;
}>;

export type WhenDue = Subscription & {
  /** Something falls due at `at` (this process scheduled it): run by then, unless a run is already set sooner. */
  wakeBy(at: Date): void;
};

/**
 * Runs `task` when its work falls due rather than on a fixed tick: each run answers when its next work is
 * due (or null), and the next run is set for then, within `minGapMs` and `maxIdleMs`. Work scheduled in
 * this process meanwhile brings the run forward (`wakeBy`). A task with nothing due costs one run every
 * `maxIdleMs`, not one every few hundred milliseconds (BullMQ wakes its delayed jobs the same way). The
 * first run is `minGapMs` after start; a failure is logged and counts as nothing known to be due; the
 * timer never keeps the process alive; stopping waits for a run under way.
 */
export const runWhenDue = (
  name: string,
  options: WhenDueOptions,
  task: () => Promise<Date | null>,
  logger: Logger,
  now: () => number = Date.now,
): WhenDue => {
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Number.POSITIVE_INFINITY;
  let lastEnd = now();
  // A wake asked for during a run: the run's own answer may predate what asked for it.
  let askedDuringRun = Number.POSITIVE_INFINITY;

  const setFor = (at: number) => {
    if (stopped) return;
    const when = Math.min(Math.max(at, lastEnd + options.minGapMs), now() + options.maxIdleMs);
    if (timer !== null) clearTimeout(timer);
    timerAt = when;
    timer = setTimeout(run, Math.max(0, when - now()));
    timer.unref();
  };

  const run = () => {
    timer = null;
    timerAt = Number.POSITIVE_INFINITY;
    askedDuringRun = Number.POSITIVE_INFINITY;
    running = task()
      .then(
        (due) => due?.getTime() ?? Number.POSITIVE_INFINITY,
        (error: unknown) => {
          logger.warn({ err: error, task: name }, `${name} failed; the next run tries again`);
          return Number.POSITIVE_INFINITY;
        },
      )
      .then((due) => {
        running = null;
        lastEnd = now();
        setFor(Math.min(due, askedDuringRun));
      });
  };

  setFor(lastEnd);
  return {
    wakeBy: (at) => {
      if (running !== null) askedDuringRun = Math.min(askedDuringRun, at.getTime());
      else if (at.getTime() < timerAt) setFor(at.getTime());
    },
    stop: async () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await running;
    },
  };
};
