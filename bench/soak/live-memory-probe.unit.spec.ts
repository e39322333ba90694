import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readLiveMemory } from './live-memory';
import { liveMemoryProbe } from './live-memory-probe';

describe('the live-memory probe', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'live-memory-probe-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('measures what is kept alive, not the garbage left behind, and writes it where the soak reads it', async () => {
    const probe = liveMemoryProbe(dir);
    // Buffers that earlier tests in this process dropped are handed back just after the collection that
    // finds them dead: measured from the reading after that, they are not counted as freed below.
    probe();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = probe();
    expect(readLiveMemory(dir, process.pid)).toEqual(before);

    // Garbage: 40 MB of objects nothing refers to any more once the loop is done.
    for (let round = 0; round < 40; round += 1) JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ i })));
    expect(probe().liveMb - before.liveMb).toBeLessThan(10);

    // Kept: a 64 MB buffer and 20 MB of small objects, as a cache without a bound would keep them.
    const kept = {
      buffer: Buffer.alloc(64 * 2 ** 20, 1),
      objects: Array.from({ length: 250_000 }, (_, i) => ({ i, s: `job-${i}` })),
    };
    const holding = probe();
    expect(readLiveMemory(dir, process.pid)).toEqual(holding);

    expect(kept.objects.length).toBe(250_000);
    kept.buffer = Buffer.alloc(0);
    kept.objects = [];
    // A dropped Buffer's memory is handed back just after the collection that finds it dead: the next reading shows it.
    probe();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const released = probe();
    expect(released.liveMb - before.liveMb).toBeLessThan(10);
    // What was kept is measured against its own release: in the full unit run, memory that earlier test
    // files left behind may be handed back at any point, which only lowers a reading.
    expect(holding.liveMb - released.liveMb).toBeGreaterThan(60);
  });
});
