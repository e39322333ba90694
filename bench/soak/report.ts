import type { OperationSummary } from './latency';
import { growsSteadily, type Growth, type MemoryWatch } from './memory';
import type { SoakOptions } from './options';
import type { SoakVerdict } from './verify';

/**
 * A service whose live memory (or, without the probe, its RSS) grows faster than this over the load's
 * second half, and still over the last quarter of the load, is growing steadily (a leak).
 */
export const GROWTH_LIMIT_MB_PER_MINUTE = 2;

/** One figure of a process's memory over the run, in MB: at the load's start, at each whole minute, at its end and after the drain. */
export type MemorySeries = Readonly<{
  startMb: number | null;
  perMinuteMb: (number | null)[];
  endOfLoadMb: number | null;
  afterDrainMb: number | null;
  /** Over the load's second half, and over its last quarter. */
  growth: Growth;
}>;

export type MemoryRow = Readonly<{
  process: string;
  service: boolean;
  rss: MemorySeries;
  /** What survived a full collection (the soak's probe in each service process); null for the servers. */
  live: MemorySeries | null;
}>;

export type SoakReport = Readonly<{
  options: SoakOptions;
  loadSeconds: number;
  drainSeconds: number;
  drained: boolean;
  skippedTicks: number;
  requests: Readonly<{ total: number; perSecond: number }>;
  jobsPerMinute: number;
  operations: readonly OperationSummary[];
  verdict: SoakVerdict;
  memory: readonly MemoryRow[];
  failures: readonly string[];
}>;

const seriesOf = (
  readings: readonly Readonly<{ at: number; mb: number | null }>[],
  growth: Growth,
  loadStart: number,
  loadEnd: number,
): MemorySeries => {
  const at = (time: number) => (readings.find((reading) => reading.at >= time) ?? readings.at(-1))?.mb ?? null;
  const minutes = Math.floor((loadEnd - loadStart) / 60_000);
  return {
    startMb: readings[0]?.mb ?? null,
    perMinuteMb: Array.from({ length: minutes }, (_, index) => at(loadStart + (index + 1) * 60_000)),
    endOfLoadMb: at(loadEnd),
    afterDrainMb: readings.at(-1)?.mb ?? null,
    growth,
  };
};

/** Each process's RSS and, for the services, its live memory; growth judged over the load's second half. */
export const memoryRows = (
  watch: MemoryWatch,
  services: ReadonlySet<string>,
  loadStart: number,
  loadEnd: number,
): MemoryRow[] => {
  const from = loadStart + (loadEnd - loadStart) / 2;
  return [...watch.samples].map(([name, samples]) => {
    const live = watch.live.get(name);
    const liveGrowth = watch.liveGrowth(name, from, loadEnd);
    return {
      process: name,
      service: services.has(name),
      rss: seriesOf(
        samples.map((sample) => ({ at: sample.at, mb: sample.rssMb })),
        watch.rssGrowth(name, from, loadEnd),
        loadStart,
        loadEnd,
      ),
      live:
        live === undefined || liveGrowth === null
          ? null
          : seriesOf(
              live.map((reading) => ({ at: reading.at, mb: reading.liveMb })),
              liveGrowth,
              loadStart,
              loadEnd,
            ),
    };
  });
};

/** A service's memory that keeps growing: its live memory where the probe ran, else its RSS. */
const growingMemory = (row: MemoryRow): string | null => {
  if (!row.service) return null;
  const [what, series] = row.live === null ? ['RSS', row.rss] : ['live memory', row.live];
  if (!growsSteadily(series.growth, GROWTH_LIMIT_MB_PER_MINUTE)) return null;
  return `${row.process}: ${what} grows ${series.growth.slopeMbPerMinute} MB/min over the load's second half and ${series.growth.lateSlopeMbPerMinute} MB/min over its last quarter`;
};

/** What makes the run fail: lost or duplicated jobs or webhooks, batches with wrong counts, a service whose memory keeps growing. */
export const failuresOf = (verdict: SoakVerdict, memory: readonly MemoryRow[], drained: boolean): string[] => [
  ...(drained ? [] : ['not every accepted job was final by the end of the drain']),
  ...(verdict.consumersBehind === null ? [] : [verdict.consumersBehind]),
  ...(verdict.jobs.lost.length > 0
    ? [`${verdict.jobs.lost.length} lost jobs: ${verdict.jobs.lost.slice(0, 5).join(', ')}`]
    : []),
  ...(verdict.jobs.duplicated.length > 0
    ? [
        `${verdict.jobs.duplicated.length} jobs with more than one final event: ${verdict.jobs.duplicated.slice(0, 5).join(', ')}`,
      ]
    : []),
  ...(verdict.jobs.mismatched.length > 0
    ? [
        `${verdict.jobs.mismatched.length} jobs whose read model disagrees with the topic: ${verdict.jobs.mismatched.slice(0, 5).join(', ')}`,
      ]
    : []),
  ...(verdict.batches.wrongCounts.length > 0
    ? [`${verdict.batches.wrongCounts.length} batches with wrong counts`]
    : []),
  ...(verdict.webhooks.missing + verdict.webhooks.duplicated + verdict.webhooks.unverified > 0
    ? [
        `webhooks: ${verdict.webhooks.missing} missing (${verdict.webhooks.missingIds.join(', ')}), ${verdict.webhooks.duplicated} duplicated, ${verdict.webhooks.unverified} unverified`,
      ]
    : []),
  ...memory.flatMap((row) => growingMemory(row) ?? []),
];

const mb = (value: number | null) => (value === null ? '-' : value.toFixed(0));
const pad = (text: string | number, width: number) => String(text).padStart(width);

const seriesLine = (process: string, what: string, series: MemorySeries) =>
  `  ${process.padEnd(18)} ${what.padEnd(4)} ${pad(mb(series.startMb), 5)} | ${series.perMinuteMb.map((value) => pad(mb(value), 5)).join(' ')} | ${pad(mb(series.endOfLoadMb), 5)} ${pad(mb(series.afterDrainMb), 5)}   slope ${series.growth.slopeMbPerMinute.toFixed(2)} / ${series.growth.lateSlopeMbPerMinute.toFixed(2)} MB/min`;

export const printReport = (report: SoakReport): void => {
  const { verdict } = report;
  const lines = [
    `soak: ${(report.loadSeconds / 60).toFixed(1)} min of load at ${report.options.rate} requests/s (batches of ${report.options.batchSize}), then ${report.drainSeconds.toFixed(0)} s to drain${report.drained ? '' : ' (timed out)'}; ${report.skippedTicks} ticks skipped (64 requests in flight)`,
    '',
    `requests: ${report.requests.total} (${report.requests.perSecond.toFixed(2)}/s with polling); jobs accepted: ${verdict.jobs.accepted} (${report.jobsPerMinute.toFixed(1)}/min)`,
    `  ${'operation'.padEnd(20)} ${pad('count', 7)} ${pad('p50', 7)} ${pad('p95', 7)} ${pad('p99', 7)} ${pad('max', 7)}  statuses (errors)`,
    ...report.operations.map(
      (op) =>
        `  ${op.operation.padEnd(20)} ${pad(op.count, 7)} ${pad(op.p50, 7)} ${pad(op.p95, 7)} ${pad(op.p99, 7)} ${pad(op.max, 7)}  ${JSON.stringify(op.byStatus)}${Object.keys(op.errors).length > 0 ? ` (errors ${JSON.stringify(op.errors)})` : ''}`,
    ),
    '  (latencies in ms)',
    '',
    `jobs: ${verdict.jobs.accepted} accepted (${Object.entries(verdict.jobs.bySource)
      .map(([source, count]) => `${source} ${count}`)
      .join(', ')}); ${verdict.jobs.completed} completed, ${verdict.jobs.failed} failed`,
    `  lost ${verdict.jobs.lost.length}, duplicated ${verdict.jobs.duplicated.length}, read model vs topic mismatched ${verdict.jobs.mismatched.length}, retried ${verdict.jobs.retried}, in the topic but never named by an answer ${verdict.jobs.unacknowledged}`,
    `batches: ${verdict.batches.accepted} accepted, ${verdict.batches.completed} completed, ${verdict.batches.wrongCounts.length} with wrong counts`,
    `webhooks: ${verdict.webhooks.expected} expected, ${verdict.webhooks.deliveredOnce} delivered exactly once, ${verdict.webhooks.missing} missing, ${verdict.webhooks.duplicated} duplicated, ${verdict.webhooks.unverified} with a bad signature`,
    '',
    `memory (MB): start, each minute, end of load, after drain; slope over the load's second half / its last quarter`,
    `  rss: resident memory, fitted to each minute's lowest sample; live: what survived a full collection (services: judged, limit ${GROWTH_LIMIT_MB_PER_MINUTE} MB/min on both slopes)`,
    ...report.memory.flatMap((row) => [
      seriesLine(row.process, 'rss', row.rss),
      ...(row.live === null ? [] : [seriesLine('', 'live', row.live)]),
    ]),
    '',
    report.failures.length === 0
      ? 'PASS: no lost or duplicated jobs or webhooks, exact batch counts, no steady memory growth'
      : `FAIL:\n${report.failures.map((failure) => `  - ${failure}`).join('\n')}`,
  ];
  console.log(lines.join('\n'));
};
