// Latency of POST /v1/receipts/extract-sync on single-page receipts, through the whole system on the real servers.
// Usage: npm run bench:extract-sync [-- --requests 20 --json] [--image <file.jpg>]
// Each request is sent after the previous one is answered (a caller waiting at a counter), normal and fastMode,
// for a typeset PDF with a text layer and a scanned receipt photo (default: the first of ../shared/data/receipts).
// Needs the local servers (npm run stack:up, or KAFKA_BROKERS / SCHEMA_REGISTRY_URL / MONGO_URL).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../common/config';
import { createLogger } from '../common/logging';
import { createTenant, issueApiKey } from '../common/tenants';
import { eraseRunData } from '../services/runtime';
import { startSystem } from '../services/all-in-one/start-system';
import { receiptFixtures } from '../test/fixtures/receipts/generate';
import { startFileServer } from '../test/support/file-server';
import { api } from '../test/support/http-client';
import { runMainThenExit } from './run-main';

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const defaultImage = (): string => {
  const folder = join(__dirname, '..', '..', '..', 'shared', 'data', 'receipts', 'img');
  const first = readdirSync(folder).sort()[0];
  if (first === undefined) throw new Error(`no receipt images in ${folder}; pass --image <file>`);
  return join(folder, first);
};

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const requests = Number(option('--requests') ?? 20);
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const config = loadConfig({
    ...process.env,
    KAFKA_TOPIC_PREFIX: `bench-${runId}.`,
    MONGO_DATABASE: `bench_${runId}`,
    API_PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    FILE_FETCH_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  });
  const files = await startFileServer();
  files.put('/receipt.pdf', await receiptFixtures()[0]!.render(), 'application/pdf');
  files.put('/receipt.jpg', readFileSync(option('--image') ?? defaultImage()), 'image/jpeg');
  const system = await startSystem(config, createLogger({ level: config.log.level, name: 'bench' }), {
    services: ['gateway', 'projections', 'extractor', 'auditor', 'batch-coordinator', 'notifier'],
  });
  try {
    await createTenant(system.infra.tenants, { tenantId: 'bench' }, new Date());
    const client = api(
      system.url ?? '',
      (await issueApiKey(system.infra.tenants, { tenantId: 'bench' }, new Date())).apiKey,
    );
    const measure = async (file: string, fastMode: boolean, count: number) => {
      const times: number[] = [];
      for (let index = 0; index < count; index++) {
        const started = performance.now();
        const answer = await client.post(`/v1/receipts/extract-sync${fastMode ? '?fastMode=true' : ''}`, {
          fileUrl: files.url(file),
        });
        if (answer.status !== 200)
          throw new Error(`extract-sync answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        times.push(performance.now() - started);
      }
      return times;
    };
    await measure('/receipt.pdf', false, 3); // connections, JIT, models loaded, consumer groups' first fetches
    await measure('/receipt.jpg', false, 2);
    const rows = [];
    for (const [label, file] of [
      ['typeset PDF', '/receipt.pdf'],
      ['scanned photo', '/receipt.jpg'],
    ] as const) {
      for (const fastMode of [false, true]) {
        const times = await measure(file, fastMode, requests);
        rows.push({
          receipt: label,
          fastMode,
          requests,
          p50Ms: Math.round(percentile(times, 50)),
          p95Ms: Math.round(percentile(times, 95)),
        });
      }
    }
    for (const row of rows)
      console.log(
        `${row.receipt.padEnd(14)} ${row.fastMode ? 'fastMode' : 'normal  '}  ${row.requests} requests  p50 ${row.p50Ms} ms  p95 ${row.p95Ms} ms`,
      );
    if (json) console.log(JSON.stringify({ rows }));
  } finally {
    await system.stop();
    await eraseRunData(config, createLogger({ level: 'silent', name: 'bench' }));
    await files.close();
  }
}

runMainThenExit(main);
