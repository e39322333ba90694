import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { Profiler } from 'node:inspector';

/** A stretch of this process's monotonic clock, in microseconds (`process.hrtime`, V8's profile clock alike). */
export type ProfileWindow = Readonly<{ fromUs: number; toUs: number }>;

/** Now on the clock a profile's timestamps use. */
export const profileClockUs = (): number => Number(process.hrtime.bigint() / 1000n);

/**
 * The samples of `profile` taken within `window`, as a profile of that stretch alone. Nodes are kept
 * whole (a node without samples costs nothing to the readers), so only the sample list is cut.
 */
export const profileWithin = (profile: Profiler.Profile, window: ProfileWindow): Profiler.Profile => {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime;
  let previous = window.fromUs;
  for (const [index, sample] of (profile.samples ?? []).entries()) {
    at += profile.timeDeltas?.[index] ?? 0;
    if (at < window.fromUs || at > window.toUs) continue;
    samples.push(sample);
    timeDeltas.push(at - previous);
    previous = at;
  }
  return { ...profile, startTime: window.fromUs, endTime: window.toUs, samples, timeDeltas };
};

/**
 * Profiles this process's CPU from `start` until the returned stop, and writes the profile where
 * `node --cpu-prof` would (a `.cpuprofile`, readable by Chrome's DevTools and by `bench:profile`).
 * Start it before the work to measure has ever run, and pass `stopInto` the stretch to keep: V8 names
 * the compiled code of a regular expression only when it is compiled while the profiler runs, and a
 * profile started later gives that code's time to whichever function called it.
 */
export const startCpuProfile = async (): Promise<{
  stopInto: (file: string, window?: ProfileWindow) => Promise<void>;
}> => {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
  return {
    stopInto: async (file, window) => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(window === undefined ? profile : profileWithin(profile, window)));
      session.disconnect();
    },
  };
};
