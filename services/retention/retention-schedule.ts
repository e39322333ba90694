import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';

/**
 * Runs `pass` every `intervalMs`, first one interval after start (a restart never starts with a burst
 * of deletes). A pass still running when the next is due is not started twice. The timer never keeps
 * the process alive; stopping waits for a pass under way.
 */
export const scheduleRetentionPurge = (pass: () => Promise<unknown>, intervalMs: number, logger: Logger): Subscription => {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running !== null) return;
    running = pass()
      .then(() => undefined, (error: unknown) => logger.warn({ err: error }, 'retention purge failed; the next pass tries again'))
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
