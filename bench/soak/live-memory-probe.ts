// Loaded into each service process by the soak (`node --require`), never by the services themselves.
// Every PROBE_EVERY_MS it runs a full garbage collection and writes what is still alive after it to a
// file named by the process id, which the soak reads beside the process's RSS. RSS moves with the
// collector's sawtooth and with V8 growing its heap towards its limit, both by design, and takes minutes
// to settle; what survives a full collection grows only while the process keeps more objects alive.
import { renameSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { isMainThread } from 'node:worker_threads';
import { LIVE_MEMORY_DIR_ENV, liveMemoryFile, type LiveMemoryReading } from './live-memory';

/** How often a process is collected and measured: four points a minute, at a few tens of ms of pause each. */
export const PROBE_EVERY_MS = 15_000;

/** Collects, measures and writes one reading now; `startLiveMemoryProbe` does it every PROBE_EVERY_MS. */
export const liveMemoryProbe = (dir: string): (() => LiveMemoryReading) => {
  // The one way to ask V8 for a full collection in a process started without --expose-gc.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const file = liveMemoryFile(dir, process.pid);
  return () => {
    collect();
    const { heapUsed, external } = process.memoryUsage();
    const reading: LiveMemoryReading = {
      at: Date.now(),
      liveMb: Math.round(((heapUsed + external) / 2 ** 20) * 10) / 10,
    };
    // Written aside and renamed, so the soak never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(reading));
    renameSync(`${file}.tmp`, file);
    return reading;
  };
};

const dir = process.env[LIVE_MEMORY_DIR_ENV]?.trim();
// A preload runs in each worker thread too (the extractor reads pages on a thread pool); the file is the process's, and the main thread's.
if (dir && isMainThread) {
  const probe = liveMemoryProbe(dir);
  probe();
  setInterval(probe, PROBE_EVERY_MS).unref();
}
