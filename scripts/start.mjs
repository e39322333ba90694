#!/usr/bin/env node
// `npm start`: the whole service on one machine. Installs and starts the local servers on first use,
// builds the TypeScript, then runs every service in one process and prints the URL and a development key.
// Ctrl-C stops the services; the local servers keep running until `npm run stack:down`.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_CONSOLE, BUILD_TYPESCRIPT } from './build-steps.mjs';
import { stackUp } from './stack/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const stack = await stackUp().catch((error) => {
  console.error(`\nThe local stack did not start: ${error.message}`);
  process.exit(1);
});

console.log('Building…');
const build = spawnSync(process.execPath, BUILD_TYPESCRIPT, { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const consoleBuild = spawnSync(process.execPath, BUILD_CONSOLE, { cwd: root, stdio: 'inherit' });
if (consoleBuild.status !== 0) process.exit(consoleBuild.status ?? 1);

const env = {
  ...process.env,
  KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? stack.kafka.brokers,
  SCHEMA_REGISTRY_URL: process.env.SCHEMA_REGISTRY_URL ?? stack.registry.url,
  MONGO_URL: process.env.MONGO_URL ?? stack.mongo.url,
  // Local runs may fetch receipts and call webhooks on this machine.
  FILE_FETCH_ALLOWED_PRIVATE_HOSTS: process.env.FILE_FETCH_ALLOWED_PRIVATE_HOSTS ?? '127.0.0.1,localhost',
  WEBHOOK_ALLOWED_HTTP_HOSTS: process.env.WEBHOOK_ALLOWED_HTTP_HOSTS ?? '127.0.0.1,localhost',
};
const child = spawn(process.execPath, ['dist/services/all-in-one/main.js', '--dev-key-file', '.stack/dev-api-key'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
