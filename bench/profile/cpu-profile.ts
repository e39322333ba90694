import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * Profiles this process's CPU from `start` until the returned stop, and writes the profile where
 * `node --cpu-prof` would (a `.cpuprofile`, readable by Chrome's DevTools and by `bench:profile`).
 */
export const startCpuProfile = async (): Promise<{ stopInto: (file: string) => Promise<void> }> => {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
  return {
    stopInto: async (file) => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
};
