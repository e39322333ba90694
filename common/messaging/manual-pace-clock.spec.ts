import type { PaceClock } from './partition-pace';

/** A clock for pace tests that moves only when told, or when the pace sleeps; it records each sleep. */
export const manualPaceClock = () => {
  let time = 0;
  const sleeps: number[] = [];
  const clock: PaceClock = {
    now: () => time,
    sleep: (ms) => {
      sleeps.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
  return { clock, sleeps, advance: (ms: number) => (time += ms) };
};
