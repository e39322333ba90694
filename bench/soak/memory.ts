import { readFileSync } from 'node:fs';

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

/** Samples the RSS of named processes every `everyMs` until stopped. */
export class MemoryWatch {
  readonly samples = new Map<string, MemorySample[]>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pids: () => ReadonlyMap<string, number>,
    private readonly everyMs = 2_000,
  ) {}

  sample(): void {
    const at = Date.now();
    for (const [name, pid] of this.pids()) {
      const list = this.samples.get(name) ?? [];
      list.push({ at, rssMb: rssMb(pid) });
      this.samples.set(name, list);
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

  /**
   * MB per minute over [from, to], fitted to each minute's lowest sample: the garbage collector's sawtooth
   * (tens of MB up and down within a minute) moves the peaks, while a steady leak raises the floor.
   */
  slopeMbPerMinute(name: string, from: number, to: number): number {
    const floors = new Map<number, number>();
    for (const sample of this.samples.get(name) ?? []) {
      if (sample.at < from || sample.at > to || sample.rssMb === null) continue;
      const minute = Math.floor((sample.at - from) / 60_000);
      floors.set(minute, Math.min(floors.get(minute) ?? Infinity, sample.rssMb));
    }
    return Math.round(slope([...floors].map(([minute, mb]) => [minute, mb] as const)) * 100) / 100;
  }
}
