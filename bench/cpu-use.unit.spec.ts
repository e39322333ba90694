import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuPer, jitPer, mainThreadCpuMs, sampleCpu, sampleJitCpu } from './cpu-use';

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

  it("reads a process's main thread apart from its other threads, and says so when it cannot", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'proc-'));
    try {
      for (const [id, ticks] of [
        ['42', 70],
        ['43', 900],
      ] as const) {
        mkdirSync(path.join(root, '42', 'task', id), { recursive: true });
        // pid, (name with a space and a parenthesis), state, then fields 4 to 13 before utime and stime.
        writeFileSync(
          path.join(root, '42', 'task', id, 'stat'),
          `${id} (node (main)) S ${'0 '.repeat(10)}${ticks} 5 0 0\n`,
        );
      }
      // 70 ticks of user and 5 of system time, at 100 ticks a second; thread 43 (a helper) is not counted.
      expect(mainThreadCpuMs(root, 42)).toBe(750);
      expect(mainThreadCpuMs(root, 44)).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    if (process.platform === 'linux') expect(mainThreadCpuMs()).toBeGreaterThan(0);
  });
});

describe("the Java servers' JIT compilers' share", () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  const tree = (threads: Record<string, { name: string; ticks: number }>): string => {
    const root = mkdtempSync(path.join(tmpdir(), 'proc-'));
    roots.push(root);
    for (const [id, { name, ticks }] of Object.entries(threads)) {
      const dir = path.join(root, '42', 'task', id);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'comm'), `${name}\n`);
      // pid, (name), state, then fields 4 to 13 before utime and stime (fields 14 and 15).
      writeFileSync(path.join(dir, 'stat'), `${id} (${name}) S ${'0 '.repeat(10)}${ticks} ${ticks} 0 0\n`);
    }
    return root;
  };

  it('reads only the compiler threads of a process, by thread, and leaves out one that has none', () => {
    const root = tree({
      '7': { name: 'C2 CompilerThre', ticks: 30 },
      '8': { name: 'C1 CompilerThre', ticks: 5 },
      '9': { name: 'data-plane-kafk', ticks: 400 },
    });
    const sample = sampleJitCpu({ kafka: 42, mongo: 43 }, root);
    expect(Object.keys(sample)).toEqual(['kafka']);
    // 30 ticks of user and 30 of system time, at 100 ticks a second.
    expect([...sample['kafka']!]).toEqual([
      ['7', 600],
      ['8', 100],
    ]);
  });

  it("counts each compiler thread's growth, and a thread started in between whole", () => {
    const before = { kafka: new Map([['7', 1_000]]), registry: new Map([['3', 50]]) };
    const after = {
      kafka: new Map([
        ['7', 2_500],
        ['8', 500],
      ]),
      registry: new Map([['3', 50]]),
      late: new Map([['1', 9_000]]),
    };
    // `late` was not sampled before: counting its whole life would overstate it.
    expect(jitPer(before, after, 1_000)).toEqual({ kafka: 2, registry: 0, late: 0 });
  });
});
