import { readFileSync } from 'node:fs';
import { readLiveMemory, type LiveMemoryReading } from './live-memory';

export type MemorySample = Readonly<{ at: number; rssMb: number | null }>;

/** A process's resident memory from /proc/<pid>/status (VmRSS), in MB; null when it is gone. */
export const rssMb = (pid: number): number | null => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return line === undefined ? null : Math.round((Number(line.replace(/\D+/g, '')) / 1024) * 10) / 10;
  } catch {
    return null;
  }
};

/** Least-squares slope of y over x. */
export const slope = (points: readonly (readonly [number, number])[]): number => {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const numerator = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const denominator = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return denominator === 0 ? 0 : numerator / denominator;
};

/** Points (minute, MB) of readings within [from, to]: each minute's lowest, or every reading. */
const pointsOf = (
  readings: readonly Readonly<{ at: number; mb: number }>[],
  from: number,
  to: number,
  floors: boolean,
): [number, number][] => {
  const within = readings.filter((reading) => reading.at >= from && reading.at <= to);
  if (!floors) return within.map((reading) => [(reading.at - from) / 60_000, reading.mb]);
  const lowest = new Map<number, number>();
  for (const { at, mb } of within) {
    const minute = Math.floor((at - from) / 60_000);
    lowest.set(minute, Math.min(lowest.get(minute) ?? Infinity, mb));
  }
  return [...lowest];
};

const rounded = (value: number) => Math.round(value * 100) / 100;

/** How fast a process's memory rose over a window, and over the window's last half alone. */
export type Growth = Readonly<{ slopeMbPerMinute: number; lateSlopeMbPerMinute: number }>;

/**
 * MB per minute over [from, to] and over its last half. RSS is fitted to each minute's lowest sample (the
 * collector's sawtooth moves the peaks by tens of MB within a minute; a leak raises the floor); readings
 * taken after a full collection have no sawtooth and are fitted as they are.
 */
export const growthOf = (
  readings: readonly Readonly<{ at: number; mb: number }>[],
  from: number,
  to: number,
  floors: boolean,
): Growth => {
  const middle = from + (to - from) / 2;
  return {
    slopeMbPerMinute: rounded(slope(pointsOf(readings, from, to, floors))),
    lateSlopeMbPerMinute: rounded(slope(pointsOf(readings, middle, to, floors))),
  };
};

/**
 * Growth that goes on: faster than the limit over the whole window and still over its last half. A
 * process settling in (caches filling, code compiled, the heap sized to the load) grows fast first and then
 * levels off, so its last half is flat; a leak keeps its pace to the end.
 */
export const growsSteadily = (growth: Growth, limitMbPerMinute: number): boolean =>
  growth.slopeMbPerMinute > limitMbPerMinute && growth.lateSlopeMbPerMinute > limitMbPerMinute;

/**
 * Samples the RSS of named processes every `everyMs` until stopped, and, from the processes that run the
 * live-memory probe (`live-memory-probe.ts`, writing to `liveDir`), each new reading of what survived a
 * full collection.
 */
export class MemoryWatch {
  readonly samples = new Map<string, MemorySample[]>();
  readonly live = new Map<string, LiveMemoryReading[]>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pids: () => ReadonlyMap<string, number>,
    private readonly everyMs = 2_000,
    private readonly liveDir: string | null = null,
  ) {}

  sample(): void {
    const at = Date.now();
    for (const [name, pid] of this.pids()) {
      const list = this.samples.get(name) ?? [];
      list.push({ at, rssMb: rssMb(pid) });
      this.samples.set(name, list);
      const reading = this.liveDir === null ? null : readLiveMemory(this.liveDir, pid);
      if (reading === null) continue;
      const readings = this.live.get(name) ?? [];
      if (readings.at(-1)?.at !== reading.at) readings.push(reading);
      this.live.set(name, readings);
    }
  }

  start(): void {
    this.sample();
    this.timer = setInterval(() => {
      this.sample();
    }, this.everyMs);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.sample();
  }

  /** The RSS's growth over [from, to], fitted to each minute's lowest sample. */
  rssGrowth(name: string, from: number, to: number): Growth {
    const readings = (this.samples.get(name) ?? []).flatMap((sample) =>
      sample.rssMb === null ? [] : [{ at: sample.at, mb: sample.rssMb }],
    );
    return growthOf(readings, from, to, true);
  }

  /** The growth of what survived full collections over [from, to]; null for a process that runs no probe. */
  liveGrowth(name: string, from: number, to: number): Growth | null {
    const readings = this.live.get(name);
    if (readings === undefined) return null;
    return growthOf(
      readings.map((reading) => ({ at: reading.at, mb: reading.liveMb })),
      from,
      to,
      false,
    );
  }
}
