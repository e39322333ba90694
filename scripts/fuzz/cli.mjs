#!/usr/bin/env node
// `npm run fuzz`: property-based fuzzing of the running API from its own OpenAPI document. Starts all
// services in this process on the local servers (their own topics and database), gives schemathesis
// an operator key, and fails when any answer is a 5xx or does not match the document.
// Needs `npm run build` and the local servers (`npm run stack:up`); `npm test` runs it for you.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSchemathesis } from './schemathesis.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { loadConfig } = require(path.join(root, 'dist/common/config'));
const { createLogger } = require(path.join(root, 'dist/common/logging'));
const { createTenant, issueApiKey } = require(path.join(root, 'dist/common/tenants'));
const { startSystem } = require(path.join(root, 'dist/services/all-in-one/start-system'));
const { KafkaMessageBus } = require(path.join(root, 'dist/common/messaging/kafka'));

const maxExamples = process.env.FUZZ_MAX_EXAMPLES ?? '25';
const schemathesis = ensureSchemathesis();
const runId = `fuzz${Date.now().toString(36)}`;
const config = loadConfig({
  ...process.env,
  KAFKA_TOPIC_PREFIX: `${runId}.`,
  KAFKA_PARTITIONS: '3',
  MONGO_DATABASE: runId,
  API_PORT: '0',
  // Warnings only: a start-up still waiting for a server says so in CI's output, the fuzzing itself is quiet.
  LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'warn',
  FILE_FETCH_TIMEOUT_MS: '2000',
  SYNC_CUTOFF_MS: '3000',
});
const logger = createLogger({ level: config.log.level, name: 'fuzz' });
console.log('fuzz: starting the system (topics, schemas, database indexes, services)');
const startedAt = Date.now();
const system = await startSystem(config, logger, {
  services: ['gateway', 'batch-coordinator', 'projections', 'extractor', 'auditor'],
});
console.log(`fuzz: system started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
let status = 1;
try {
  const now = new Date();
  await createTenant(system.infra.tenants, { tenantId: 'fuzz', plan: 'enterprise' }, now);
  await system.infra.tenants.updateTenant('fuzz', { limits: { requestsPerSecond: 100000, maxOpenJobs: 1000000 } });
  const { apiKey } = await issueApiKey(
    system.infra.tenants,
    {
      tenantId: 'fuzz',
      scopes: ['receipts', 'audits', 'batches', 'jobs:read', 'admin', 'console'],
      extraTenantIds: ['*'],
      name: 'fuzz',
    },
    now,
  );
  console.log(`fuzzing ${system.url} (${maxExamples} examples per operation)`);
  // Asynchronous: the API answering schemathesis runs in this very process.
  const child = spawn(
    schemathesis,
    [
      'run',
      `${system.url}/v1/openapi.json`,
      '--header',
      `Authorization: Bearer ${apiKey}`,
      '--checks',
      'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance',
      '--max-examples',
      maxExamples,
      '--phases',
      'examples,coverage,fuzzing',
      '--workers',
      '2',
      '--seed',
      process.env.FUZZ_SEED ?? '20261121',
      '--request-timeout',
      '10',
      '--no-color',
    ],
    { stdio: 'inherit' },
  );
  status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await system.infra.mongo.db.dropDatabase().catch(() => undefined);
  await system.stop();
  // The run's topics go once its consumers have left them, so no client asks for a topic that is gone.
  const admin = new KafkaMessageBus({ brokers: config.kafka.brokers, clientId: `${runId}-cleanup`, logger });
  await admin.deleteTopics(Object.values(system.infra.topics)).catch(() => undefined);
  await admin.close();
}
process.exit(status);
