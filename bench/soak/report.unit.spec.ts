import { failuresOf, type MemoryRow, type MemorySeries } from './report';
import type { SoakVerdict } from './verify';

const clean: SoakVerdict = {
  consumersBehind: null,
  jobs: {
    accepted: 10,
    bySource: { extract: 4, audit: 2, 'audit-sync': 2, 'batch-item': 2 },
    completed: 10,
    failed: 0,
    lost: [],
    duplicated: [],
    mismatched: [],
    retried: 0,
    unacknowledged: 0,
  },
  batches: { accepted: 1, completed: 1, wrongCounts: [] },
  webhooks: { expected: 3, deliveredOnce: 3, missing: 0, duplicated: 0, unverified: 0, missingIds: [] },
};
const series = (slopeMbPerMinute: number, lateSlopeMbPerMinute = slopeMbPerMinute): MemorySeries => ({
  startMb: 100,
  perMinuteMb: [],
  endOfLoadMb: 100,
  afterDrainMb: 100,
  growth: { slopeMbPerMinute, lateSlopeMbPerMinute },
});
const row = (process: string, service: boolean, rssSlope: number, live: MemorySeries | null = null): MemoryRow => ({
  process,
  service,
  rss: series(rssSlope),
  live,
});

describe('the soak verdict', () => {
  it("passes a clean run, whatever the servers' memory does", () => {
    expect(failuresOf(clean, [row('gateway', true, 0.4), row('kafka (server)', false, 9)], true)).toEqual([]);
  });

  it('fails on lost or duplicated jobs, missing webhooks, a growing service, an unfinished drain or consumers left behind', () => {
    const verdict: SoakVerdict = {
      ...clean,
      consumersBehind: 'Consumers still behind on soak.jobs after 300000 ms: {"soak.projection.usage.v1":12}',
      jobs: { ...clean.jobs, lost: ['job_a'], duplicated: ['job_b'] },
      webhooks: { ...clean.webhooks, missing: 1, missingIds: ['job_c'] },
    };
    const failures = failuresOf(verdict, [row('notifier', true, 3.5)], false);
    expect(failures).toEqual([
      'not every accepted job was final by the end of the drain',
      'Consumers still behind on soak.jobs after 300000 ms: {"soak.projection.usage.v1":12}',
      '1 lost jobs: job_a',
      '1 jobs with more than one final event: job_b',
      'webhooks: 1 missing (job_c), 0 duplicated, 0 unverified',
      "notifier: RSS grows 3.5 MB/min over the load's second half and 3.5 MB/min over its last quarter",
    ]);
  });

  it('judges a service by what survives its collections where the probe ran, by its RSS where it did not', () => {
    // The heap grown towards its limit, glibc keeping freed pages: RSS rises while the live objects do not.
    expect(failuresOf(clean, [row('extractor', true, 6.6, series(0.3, -0.1))], true)).toEqual([]);
    expect(failuresOf(clean, [row('auditor', true, 0.5, series(3.1, 2.9))], true)).toEqual([
      "auditor: live memory grows 3.1 MB/min over the load's second half and 2.9 MB/min over its last quarter",
    ]);
    // Settling in: fast over the second half, level over its last quarter.
    expect(failuresOf(clean, [row('auditor', true, 0.5, series(3.1, 0.4))], true)).toEqual([]);
    expect(failuresOf(clean, [row('gateway', true, 4, null)], true)).toEqual([
      "gateway: RSS grows 4 MB/min over the load's second half and 4 MB/min over its last quarter",
    ]);
  });
});
