import http from 'node:http';
import { loadConfig } from '../common/config';
import { createLogger } from '../common/logging';
import { createTenant, issueApiKey } from '../common/tenants';
import { startSystem } from '../services/runtime';

/**
 * `npm run bench:gateway [-- --seconds 60 --connections 64 --json]`: accepted POST /v1/receipts/extract
 * per second and latency percentiles, against the gateway with the real Kafka, registry and database
 * (the projections run beside it, as in production; no worker, so nothing else competes for the CPU).
 */
const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const main = async (): Promise<void> => {
  const seconds = argument('seconds', 60);
  const connections = argument('connections', 64);
  const runId = `bench${Date.now().toString(36)}`;
  const config = loadConfig({ ...process.env, KAFKA_TOPIC_PREFIX: `${runId}.`, MONGO_DATABASE: runId, API_PORT: '0', LOG_LEVEL: 'silent' });
  const system = await startSystem(config, createLogger({ level: 'silent', name: 'bench' }), { services: ['gateway', 'projections'] });
  try {
    const now = new Date();
    await createTenant(system.infra.tenants, { tenantId: 'bench', plan: 'enterprise' }, now);
    await system.infra.tenants.updateTenant('bench', { limits: { requestsPerSecond: 1_000_000, maxOpenJobs: 100_000_000 } });
    const { apiKey } = await issueApiKey(system.infra.tenants, { tenantId: 'bench' }, now);
    const url = new URL(`${system.url}/v1/receipts/extract`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const body = JSON.stringify({ fileUrl: 'https://files.example.com/receipts/r.pdf', metadata: { claimId: 'bench' } });
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const post = () =>
      new Promise<void>((resolve) => {
        const started = process.hrtime.bigint();
        const request = http.request(url, { method: 'POST', agent, headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 202) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        });
        request.on('error', () => {
          statuses.set(0, (statuses.get(0) ?? 0) + 1);
          resolve();
        });
        request.end(body);
      });
    const warmUntil = Date.now() + 3_000;
    const loop = async (until: number) => {
      while (Date.now() < until) await post();
    };
    await Promise.all(Array.from({ length: connections }, () => loop(warmUntil)));
    latencies.length = 0;
    statuses.clear();
    const started = Date.now();
    await Promise.all(Array.from({ length: connections }, () => loop(started + seconds * 1000)));
    const elapsed = (Date.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const figures = {
      seconds: Math.round(elapsed * 10) / 10,
      connections,
      accepted: latencies.length,
      acceptedPerSecond: Math.round(latencies.length / elapsed),
      p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
      p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
      statuses: Object.fromEntries(statuses),
    };
    console.log(`accepted/s ${figures.acceptedPerSecond}  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  (${figures.accepted} in ${figures.seconds} s, ${connections} connections, statuses ${JSON.stringify(figures.statuses)})`);
    if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
    agent.destroy();
  } finally {
    await system.infra.mongo.db.dropDatabase().catch(() => undefined);
    await system.infra.bus.deleteTopics(Object.values(system.infra.topics)).catch(() => undefined);
    await system.stop();
  }
};

void main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
