import { MemoryWatch, rssMb, slope } from './memory';

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
    expect(watch.slopeMbPerMinute('svc', 3 * minute, 6 * minute)).toBe(0);
    expect(watch.slopeMbPerMinute('svc', 0, 2 * minute)).toBe(40);
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
    expect(Math.abs(watch.slopeMbPerMinute('gc', 0, 300_000))).toBeLessThan(2);
    watch.samples.set(
      'leak',
      Array.from({ length: 30 }, (_, index) => ({
        at: index * 10_000,
        rssMb: 140 + (index % 6) * 5 + Math.floor(index / 6) * 6,
      })),
    );
    expect(watch.slopeMbPerMinute('leak', 0, 300_000)).toBeCloseTo(6);
  });
});
