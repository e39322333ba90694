import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The environment variable that names the folder the probe (`live-memory-probe.ts`) writes to; unset, it does nothing. */
export const LIVE_MEMORY_DIR_ENV = 'SOAK_LIVE_MEMORY_DIR';

/** What a process held after a full collection, and when: the JavaScript heap in use plus the memory held outside it (Buffers). */
export type LiveMemoryReading = Readonly<{ at: number; liveMb: number }>;

/** The file a process's latest reading is in. */
export const liveMemoryFile = (dir: string, pid: number): string => path.join(dir, `${pid}.json`);

/** A process's latest reading; null before its first one, or when the process runs no probe. */
export const readLiveMemory = (dir: string, pid: number): LiveMemoryReading | null => {
  try {
    const reading = JSON.parse(readFileSync(liveMemoryFile(dir, pid), 'utf8')) as Partial<LiveMemoryReading>;
    return typeof reading.at === 'number' && typeof reading.liveMb === 'number'
      ? { at: reading.at, liveMb: reading.liveMb }
      : null;
  } catch {
    return null;
  }
};
