#!/usr/bin/env node
// The README's console picture: runs the console's browser test (which signs in, files a flagged receipt
// and screenshots the pages into test-output/console) and copies the detail page to docs/.
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stackDown, stackUp } from './stack/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stack = await stackUp();
const env = {
  ...process.env,
  KAFKA_BROKERS: stack.kafka.brokers,
  SCHEMA_REGISTRY_URL: stack.registry.url,
  MONGO_URL: stack.mongo.url,
};
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const run = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', jest, 'test/e2e/console.e2e.spec.ts'],
  { cwd: root, env, stdio: 'inherit' },
);
if (stack.startedNow.length > 0) await stackDown({ only: stack.startedNow });
if (run.status !== 0) process.exit(run.status ?? 1);
for (const [from, to] of [
  ['detail.png', 'console-detail.png'],
  ['queue.png', 'console-queue.png'],
])
  copyFileSync(path.join(root, 'test-output', 'console', from), path.join(root, 'docs', to));
console.log('docs/console-detail.png and docs/console-queue.png written');
