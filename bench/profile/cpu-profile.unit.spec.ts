import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Profiler } from 'node:inspector';
import { profileClockUs, profileWithin, startCpuProfile } from './cpu-profile';

const node = (id: number, functionName: string, children: number[] = []): Profiler.ProfileNode => ({
  id,
  callFrame: { functionName, scriptId: '0', url: '', lineNumber: 0, columnNumber: 0 },
  children,
});

const sampleTimes = (profile: Profiler.Profile): number[] => {
  let at = profile.startTime;
  return (profile.timeDeltas ?? []).map((delta) => (at += delta));
};

/** Matches money figures in a line, long enough for a sampling profiler to see it. */
const findAmounts = (rounds: number): number => {
  let found = 0;
  for (let index = 0; index < rounds; index += 1)
    for (const match of `TOTAL ${index}.99 USD`.matchAll(/(?<![\d.,/])(\$)?(\d+[.,]\d{2})(?![\d,.]?\d)/g))
      found += match[0].length;
  return found;
};

describe('profileWithin', () => {
  const profile: Profiler.Profile = {
    nodes: [node(1, '(root)', [2, 3]), node(2, 'warmUp'), node(3, 'timedRun')],
    startTime: 1_000,
    endTime: 1_500,
    samples: [2, 2, 3, 3, 2],
    timeDeltas: [100, 100, 100, 100, 100],
  };

  it('keeps only the samples taken within the window, at the times they were taken', () => {
    const cut = profileWithin(profile, { fromUs: 1_250, toUs: 1_450 });
    expect(cut.samples).toEqual([3, 3]);
    expect(sampleTimes(cut)).toEqual([1_300, 1_400]);
    expect([cut.startTime, cut.endTime]).toEqual([1_250, 1_450]);
    expect(cut.nodes).toBe(profile.nodes);
  });

  it('gives an empty profile for a window before any sample', () => {
    const cut = profileWithin(profile, { fromUs: 0, toUs: 900 });
    expect(cut.samples).toEqual([]);
    expect(cut.timeDeltas).toEqual([]);
  });
});

describe('startCpuProfile', () => {
  it("names a regular expression's compiled code when it ran before the window, and keeps only the window", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cpu-profile-'));
    try {
      const profile = await startCpuProfile();
      findAmounts(50_000); // the warm-up: the expression is compiled here, while the profiler runs
      const fromUs = profileClockUs();
      findAmounts(300_000);
      const toUs = profileClockUs();
      const file = path.join(dir, 'run.cpuprofile');
      await profile.stopInto(file, { fromUs, toUs });
      const written = JSON.parse(readFileSync(file, 'utf8')) as Profiler.Profile;
      const sampled = new Set(written.samples);
      const regExpSampled = written.nodes.filter(
        (entry) => entry.callFrame.functionName.startsWith('RegExp:') && sampled.has(entry.id),
      );
      expect(regExpSampled.length).toBeGreaterThan(0);
      expect(sampleTimes(written).every((at) => at >= fromUs && at <= toUs)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
