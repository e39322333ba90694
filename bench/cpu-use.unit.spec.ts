import { cpuPer, sampleCpu } from './cpu-use';

describe("a benchmark's CPU accounting", () => {
  it('divides what each process used between two samples by the work done, and adds them up', () => {
    const per = cpuPer({ bench: 1_000, mongo: 500 }, { bench: 31_000, mongo: 20_500, kafka: 7 }, 1_000);
    // kafka was not in the first sample: counting its whole life would overstate it, so it counts nothing.
    expect(per).toEqual({ bench: 30, mongo: 20, kafka: 0, total: 50 });
  });

  it('rounds to the places asked for, so that a sub-millisecond cost can be told from its neighbour', () => {
    expect(cpuPer({ bench: 0 }, { bench: 1_234 }, 2_000, 2)).toEqual({ bench: 0.62, total: 0.62 });
    expect(cpuPer({ bench: 0 }, { bench: 1_234 }, 2_000)).toEqual({ bench: 0.6, total: 0.6 });
  });

  it("reads another process's CPU time from /proc, and leaves out a pid that is gone", () => {
    const spin = Date.now() + 50;
    while (Date.now() < spin); // some CPU time of our own, so that the reading is not 0
    const sample = sampleCpu({ self: process.pid, gone: 2 ** 22 + 1 });
    expect(sample['bench']).toBeGreaterThan(0);
    expect(sample['gone']).toBeUndefined();
    if (process.platform === 'linux') expect(sample['self']).toBeGreaterThan(0);
  });
});
