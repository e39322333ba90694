import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../common/config';
import { createLogger } from '../common/logging';
import { createTenant, issueApiKey } from '../common/tenants';
import { eraseRunData, startServices } from '../services/runtime';
import { gatewayProcessServices } from '../services/gateway/start-service';
import type { LoadResult, LoadSpec } from './gateway/load';
import { timeCalls } from './gateway/timed-calls';
import { cpuPer, sampleCpu, stackPids, type CpuMs } from './cpu-use';
import { runMainThenExit } from './run-main';

/**
 * `npm run bench:gateway [-- --seconds 60 --connections 64 --rate 300 --json]`: accepted POST
 * /v1/receipts/extract per second and latency percentiles (as many as the gateway answers, or `--rate` a
 * second: two builds compared on a busy machine then do the same work), against the gateway with the real
 * Kafka, registry and database (the process is composed as services/gateway/main.ts composes it: the read
 * models it serves run beside the API, as in production; no worker, so nothing else competes for the CPU,
 * and no worker's modules are loaded either: the extractor's PDF library patches built-ins process-wide).
 * The load comes from a worker thread (bench/gateway/load.ts), not the event loop being measured.
 * Where a request waits: each accepted request's two writes, the event log's append and the accepted
 * record, are timed apart (`writesMs`); the 202 waits for the slower, and what the client saw beyond
 * it was spent reading, routing and answering the request, mostly in the event loop's queue.
 */
const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The median and the 99th percentile, to a tenth of a millisecond. */
const spread = (valuesMs: readonly number[]) => {
  const sorted = [...valuesMs].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
  return { p50: at(50), p99: at(99) };
};

const main = async (): Promise<void> => {
  const seconds = argument('seconds', 60);
  const connections = argument('connections', 64);
  const rate = argument('rate', 0);
  const runId = `bench${Date.now().toString(36)}`;
  const config = loadConfig({
    ...process.env,
    KAFKA_TOPIC_PREFIX: `${runId}.`,
    MONGO_DATABASE: runId,
    API_PORT: '0',
    LOG_LEVEL: 'silent',
  });
  const system = await startServices(config, createLogger({ level: 'silent', name: 'bench' }), gatewayProcessServices);
  try {
    const now = new Date();
    await createTenant(system.infra.tenants, { tenantId: 'bench', plan: 'enterprise' }, now);
    await system.infra.tenants.updateTenant('bench', {
      limits: { requestsPerSecond: 1_000_000, maxOpenJobs: 100_000_000 },
    });
    const { apiKey } = await issueApiKey(system.infra.tenants, { tenantId: 'bench' }, now);
    const spec: LoadSpec = {
      url: `${system.url}/v1/receipts/extract`,
      apiKey,
      body: JSON.stringify({ fileUrl: 'https://files.example.com/receipts/r.pdf', metadata: { claimId: 'bench' } }),
      connections,
      warmupMs: 3_000,
      seconds,
      rate: rate > 0 ? rate : null,
    };
    // The gateway is the only writer in this process: every append and accepted record is a request's.
    const writes = {
      eventLog: timeCalls(system.infra.eventLog, 'append'),
      acceptedRecord: timeCalls(system.infra.accepted, 'addJobs'),
    };
    const servers = stackPids();
    let cpuBefore: CpuMs = {};
    // How long the gateway's thread was kept from its next task (a request's, or a write's answer): the tail's share of waiting here.
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    const result = await new Promise<LoadResult>((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, 'gateway', 'load.js'), { workerData: spec });
      worker.on('message', (message: LoadResult | { measuring: true }) => {
        if ('measuring' in message) {
          cpuBefore = sampleCpu(servers);
          loopDelay.enable();
          for (const timings of Object.values(writes)) timings.durationsMs.length = 0;
        } else resolve(message);
      });
      worker.once('error', reject);
    });
    const cpuAfter = sampleCpu(servers);
    loopDelay.disable();
    const delayMs = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;
    const latencies = result.latenciesMs;
    const statuses = result.statuses;
    const elapsed = result.elapsedSeconds;
    const latency = spread(latencies);
    const figures = {
      seconds: Math.round(elapsed * 10) / 10,
      connections,
      accepted: latencies.length,
      acceptedPerSecond: Math.round(latencies.length / elapsed),
      p50Ms: latency.p50,
      p99Ms: latency.p99,
      statuses,
      eventLoopDelayMs: {
        p50: delayMs(loopDelay.percentile(50)),
        p99: delayMs(loopDelay.percentile(99)),
        max: delayMs(loopDelay.max),
      },
      writesMs: {
        eventLog: spread(writes.eventLog.durationsMs),
        acceptedRecord: spread(writes.acceptedRecord.durationsMs),
      },
      // `bench` is the gateway and the load generator's thread together: one process.
      cpuMsPerAccepted: cpuPer(cpuBefore, cpuAfter, Math.max(1, latencies.length), 2),
    };
    console.log(
      `accepted/s ${figures.acceptedPerSecond}  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  (${figures.accepted} in ${figures.seconds} s, ${connections} connections, statuses ${JSON.stringify(figures.statuses)})`,
    );
    console.log(`CPU ms per accepted request: ${JSON.stringify(figures.cpuMsPerAccepted)}`);
    console.log(`event-loop delay ms: ${JSON.stringify(figures.eventLoopDelayMs)}`);
    console.log(`a request's writes, ms: ${JSON.stringify(figures.writesMs)}`);
    if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
  } finally {
    await system.stop();
    await eraseRunData(config, createLogger({ level: 'silent', name: 'bench' }));
  }
};

runMainThenExit(main);
