// `npm run soak [-- --minutes 10 --rate 4 --json]`: a mixed load (single extractions, audits, batches,
// polling) for a set time against the five services, each its own process, on the local servers; then
// checks that every accepted job ended exactly once and prints throughput, errors, latency percentiles
// and each process's memory. Exit code 1 when a job was lost or duplicated or a service kept growing.
// Needs the local servers (npm run stack:up, or KAFKA_BROKERS / SCHEMA_REGISTRY_URL / MONGO_URL). See docs/soak.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../common/config';
import { AvroRegistryCodec, EVENT_SCHEMAS } from '../common/events/avro';
import { createLogger } from '../common/logging';
import { createBrokerBus } from '../common/messaging/create-broker-bus';
import { connectMongo } from '../common/storage';
import { createTenant, issueApiKey, MongoTenantStore } from '../common/tenants';
import { topicsFor } from '../common/topics';
import { eraseRunData } from '../services/runtime';
import { receiptFixtures } from '../test/fixtures/receipts/generate';
import { startFileServer } from '../test/support/file-server';
import { api } from '../test/support/http-client';
import type { ServiceProcess } from '../test/support/service-process';
import { startWebhookReceiver } from '../test/support/webhook-receiver';
import { OperationStats } from './soak/latency';
import { EXPECTED_STATUSES, SoakLoad } from './soak/load';
import { LIVE_MEMORY_DIR_ENV } from './soak/live-memory';
import { MemoryWatch } from './soak/memory';
import { parseSoakOptions } from './soak/options';
import { failuresOf, memoryRows, printReport, type SoakReport } from './soak/report';
import { stackServerPids, startServices } from './soak/services';
import { verifySoak } from './soak/verify';

const say = (line: string) => process.stderr.write(`soak: ${line}\n`);

async function main(): Promise<number> {
  const options = parseSoakOptions(process.argv.slice(2));
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const env = {
    KAFKA_TOPIC_PREFIX: `soak-${runId}.`,
    MONGO_DATABASE: `soak_${runId}`,
    API_PORT: '0',
    FILE_FETCH_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    WEBHOOK_ALLOWED_HTTP_HOSTS: '127.0.0.1',
    WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  };
  const config = loadConfig({ ...process.env, ...env });
  const files = await startFileServer();
  const receiptUrls: string[] = [];
  for (const [index, fixture] of receiptFixtures().slice(0, 12).entries()) {
    files.put(`/r/${index}.pdf`, await fixture.render(), 'application/pdf');
    receiptUrls.push(files.url(`/r/${index}.pdf`));
  }
  let secret = '';
  const receiver = await startWebhookReceiver(() => secret);
  const mongo = connectMongo(config.mongo.url, config.mongo.database);
  const logger = createLogger({ level: 'warn', name: 'soak' });
  const bus = createBrokerBus(config.kafka.client, {
    brokers: config.kafka.brokers,
    clientId: `${config.kafka.clientId}-soak`,
    logger,
  });
  const topics = topicsFor(config.kafka.topicPrefix);
  let services: ServiceProcess[] = [];
  // Each service process also loads the live-memory probe, which writes what survives a full collection here.
  const liveDir = mkdtempSync(path.join(os.tmpdir(), 'soak-live-memory-'));
  const probe = require.resolve('./soak/live-memory-probe');
  try {
    say(`starting the services (prefix ${env.KAFKA_TOPIC_PREFIX}, database ${env.MONGO_DATABASE})`);
    services = await startServices({
      ...env,
      [LIVE_MEMORY_DIR_ENV]: liveDir,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(probe)}`.trim(),
    });
    services.forEach((service) => say(`  ${service.name} pid ${service.pid()}, log ${service.logFile}`));
    const tenants = new MongoTenantStore(mongo.db);
    const tenant = await createTenant(tenants, { tenantId: 'soak', plan: 'enterprise' }, new Date());
    await tenants.updateTenant('soak', { limits: { requestsPerSecond: 100_000, maxOpenJobs: 10_000_000 } });
    secret = tenant.webhookSecrets[0]!;
    const client = api(services[0]!.url()!, (await issueApiKey(tenants, { tenantId: 'soak' }, new Date())).apiKey);

    const watch = new MemoryWatch(
      () =>
        new Map([
          ...services.map((service) => [service.name, service.pid()] as const),
          ...stackServerPids(process.env),
        ]),
      2_000,
      liveDir,
    );
    const stats = new OperationStats();
    const load = new SoakLoad({
      client,
      receiptUrls,
      webhookUrl: (kind) => receiver.url(`/${kind}`),
      stats,
      batchSize: options.batchSize,
    });
    watch.start();
    const loadStart = Date.now();
    const until = loadStart + options.minutes * 60_000;
    say(`load: ${options.minutes} min at ${options.rate} requests/s`);
    const progress = setInterval(
      () =>
        say(
          `${((Date.now() - loadStart) / 60_000).toFixed(0)} min: ${load.jobs.size} jobs accepted, ${load.open()} open, ${load.batches.size} batches`,
        ),
      60_000,
    );
    await load.drive(options.rate, until);
    clearInterval(progress);
    const loadEnd = Date.now();
    say(`load over; draining (up to ${options.drainMinutes} min, ${load.open()} open)`);
    const drained = await load.drain(loadEnd + options.drainMinutes * 60_000);
    const drainEnd = Date.now();
    say('checking every job against the read model and the topic');
    const codec = new AvroRegistryCodec(config.registry.url, EVENT_SCHEMAS);
    const verdict = await verifySoak({ client, load, config, infra: { bus, codec, topics }, receiver });
    watch.stop();

    const operations = stats.summary(EXPECTED_STATUSES);
    const total = operations.reduce((sum, op) => sum + op.count, 0);
    const memory = memoryRows(watch, new Set(services.map((service) => service.name)), loadStart, loadEnd);
    const report: SoakReport = {
      options,
      loadSeconds: (loadEnd - loadStart) / 1000,
      drainSeconds: (drainEnd - loadEnd) / 1000,
      drained,
      skippedTicks: load.skippedTicks,
      requests: { total, perSecond: total / ((loadEnd - loadStart) / 1000) },
      jobsPerMinute: verdict.jobs.accepted / ((loadEnd - loadStart) / 60_000),
      operations,
      verdict,
      memory,
      failures: failuresOf(verdict, memory, drained),
    };
    printReport(report);
    if (options.json) console.log(JSON.stringify(report));
    return report.failures.length === 0 ? 0 : 1;
  } finally {
    // Services and connections first: the database is dropped only once nothing uses it.
    await Promise.all(services.map((service) => service.stop()));
    await Promise.allSettled([bus.close(), mongo.close()]);
    if (!options.keep) await eraseRunData(config, logger);
    await receiver.close();
    await files.close();
    rmSync(liveDir, { recursive: true, force: true });
  }
}

// Interrupted: exit, which kills the service processes (test/support/service-process.ts); the run's topics and database stay.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
