import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';

/**
 * Housekeeping on a timer: runs `task` every `intervalMs`, first one interval after start (a restart
 * never starts with a burst of deletes). A run still going when the next is due is not started twice;
 * a failure is logged and the next run tries again. The timer never keeps the process alive; stopping
 * waits for a run under way.
 */
export const runEvery = (
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  logger: Logger,
): Subscription => {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running !== null) return;
    running = task()
      .then(
        () => undefined,
        (error: unknown) => {
          logger.warn({ err: error, task: name }, `${name} failed; the next run tries again`);
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
