import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveMemoryFile } from './live-memory';
import { growsSteadily, growthOf, MemoryWatch, rssMb, slope } from './memory';

describe('soak memory figures', () => {
  it('fits a least-squares slope', () => {
    expect(
      slope([
        [0, 100],
        [1, 102],
        [2, 104],
        [3, 106],
      ]),
    ).toBeCloseTo(2);
    expect(
      slope([
        [0, 100],
        [1, 120],
        [2, 100],
        [3, 120],
      ]),
    ).toBeCloseTo(4);
    expect(slope([[0, 100]])).toBe(0);
  });

  it("reads this process's resident memory, and null for a process that is gone", () => {
    expect(rssMb(process.pid)).toBeGreaterThan(1);
    expect(rssMb(2 ** 22 + 12_345)).toBeNull();
  });

  it("judges growth on the window asked for only, by each minute's floor", () => {
    const watch = new MemoryWatch(() => new Map());
    const minute = 60_000;
    watch.samples.set(
      'svc',
      [0, 1, 2, 3, 4, 5, 6].map((m) => ({ at: m * minute, rssMb: m < 3 ? 100 + 40 * m : 220 })),
    );
    expect(watch.rssGrowth('svc', 3 * minute, 6 * minute).slopeMbPerMinute).toBe(0);
    expect(watch.rssGrowth('svc', 0, 2 * minute).slopeMbPerMinute).toBe(40);
  });

  it("sees through the garbage collector's sawtooth, not through a rising floor", () => {
    const watch = new MemoryWatch(() => new Map());
    const sawtooth = Array.from({ length: 30 }, (_, index) => ({
      at: index * 10_000,
      rssMb: 140 + (index % 6) * 5 + (index > 24 ? 20 : 0),
    }));
    watch.samples.set(
      'gc',
      sawtooth.map((sample, index) => ({ ...sample, rssMb: index > 24 ? 170 - (index - 25) * 5 : sample.rssMb })),
    );
    expect(Math.abs(watch.rssGrowth('gc', 0, 300_000).slopeMbPerMinute)).toBeLessThan(2);
    watch.samples.set(
      'leak',
      Array.from({ length: 30 }, (_, index) => ({
        at: index * 10_000,
        rssMb: 140 + (index % 6) * 5 + Math.floor(index / 6) * 6,
      })),
    );
    expect(watch.rssGrowth('leak', 0, 300_000).slopeMbPerMinute).toBeCloseTo(6);
  });

  // Readings after a full collection, every 15 s over a 5-minute load; judged over its second half, as the soak does.
  const minute = 60_000;
  const readings = (mbAt: (minutes: number) => number) =>
    Array.from({ length: 21 }, (_, index) => ({ at: index * 15_000, mb: mbAt(index / 4) }));
  const judge = (mbAt: (minutes: number) => number) => growthOf(readings(mbAt), 2.5 * minute, 5 * minute, false);

  it('tells a process settling in from a leak: its growth levels off before the load ends', () => {
    // Caches filling and code compiling: 40 MB that arrive fast and then ever slower.
    const settling = judge((minutes) => 60 + 40 * (1 - Math.exp(-minutes / 1.5)));
    expect(settling.slopeMbPerMinute).toBeGreaterThan(2); // a slope over the second half alone would call it a leak
    expect(settling.lateSlopeMbPerMinute).toBeLessThan(2);
    expect(growsSteadily(settling, 2)).toBe(false);
  });

  it('calls a leak a leak: growth that keeps its pace to the end of the load', () => {
    const leak = judge((minutes) => 60 + 3 * minutes);
    expect(leak.slopeMbPerMinute).toBeCloseTo(3);
    expect(leak.lateSlopeMbPerMinute).toBeCloseTo(3);
    expect(growsSteadily(leak, 2)).toBe(true);
    // A leak that starts only once the process has settled is still one.
    expect(
      growsSteadily(
        judge((minutes) => 60 + 20 * Math.min(minutes, 1) + 2.5 * minutes),
        2,
      ),
    ).toBe(true);
    expect(
      growsSteadily(
        judge(() => 60),
        2,
      ),
    ).toBe(false);
  });

  it("keeps each process's new live-memory readings, once each", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'live-memory-'));
    const watch = new MemoryWatch(() => new Map([['svc', 4242]]), 2_000, dir);
    watch.sample();
    expect(watch.live.get('svc')).toBeUndefined();
    expect(watch.liveGrowth('svc', 0, Date.now())).toBeNull();
    writeFileSync(liveMemoryFile(dir, 4242), JSON.stringify({ at: 1_000, liveMb: 50 }));
    watch.sample();
    watch.sample();
    writeFileSync(liveMemoryFile(dir, 4242), JSON.stringify({ at: 61_000, liveMb: 53 }));
    watch.sample();
    expect(watch.live.get('svc')).toEqual([
      { at: 1_000, liveMb: 50 },
      { at: 61_000, liveMb: 53 },
    ]);
    expect(watch.liveGrowth('svc', 0, 61_000)?.slopeMbPerMinute).toBeCloseTo(3);
    rmSync(dir, { recursive: true });
  });
});
