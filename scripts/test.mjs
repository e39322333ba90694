#!/usr/bin/env node
// `npm test`: every test. Type-check and build, unit tests, then the local servers (installed and started
// if needed) for the integration and end-to-end tests. Servers this run started are stopped at the end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_CONSOLE, BUILD_TYPESCRIPT } from './build-steps.mjs';
import { stackDown, stackUp } from './stack/stack.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'receipt-audit-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0, filesNotRun: 0 };
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');

const step = (title, command, args, env = process.env) => {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
};

// pdf.js loads its worker with a dynamic import, which jest's module sandbox allows only with vm modules on.
const jest = (title, projects, env) => {
  const report = path.join(reports, `${projects.join('-')}.json`);
  const ok = step(
    title,
    process.execPath,
    [
      '--experimental-vm-modules',
      '--disable-warning=ExperimentalWarning',
      jestBin,
      '--selectProjects',
      ...projects,
      '--runInBand',
      '--json',
      `--outputFile=${report}`,
    ],
    env,
  );
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    // A file that threw while loading ran no test, so none of its tests counts as failed: it is counted apart.
    totals.filesNotRun += summary.numRuntimeErrorTestSuites;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
    if (summary.numTotalTests === 0) return false; // a level that ran no test is a broken suite
  } catch {
    totals.failed += 1; // jest crashed before writing its report
  }
  return ok;
};

const finish = (ok) => {
  rmSync(reports, { recursive: true, force: true });
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}` +
      (totals.filesNotRun ? `, ${totals.filesNotRun} test file(s) failed to run` : ''),
  );
  process.exit(ok && totals.failed === 0 && totals.filesNotRun === 0 ? 0 : 1);
};

if (
  !step('type-check', process.execPath, [
    path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    'tsconfig.json',
    '--noEmit',
  ])
)
  finish(false);
if (
  !step('type-check the console', process.execPath, [
    path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    'console/tsconfig.json',
  ])
)
  finish(false);
if (!step('build', process.execPath, BUILD_TYPESCRIPT)) finish(false);
if (!step('build the console', process.execPath, BUILD_CONSOLE)) finish(false);
// Lint and format gate the run: an ESLint problem or an unformatted file fails it. LINT_GATE=0 only reports
// them, for a quick look at the tests while a branch is still being tidied.
const linted = step('lint and format (scripts/lint.mjs)', process.execPath, [path.join(root, 'scripts', 'lint.mjs')]);
const lintGates = process.env.LINT_GATE !== '0';
if (!linted)
  console.log(
    lintGates
      ? 'lint and format fail the run (LINT_GATE=0 only reports them)'
      : 'lint and format do not gate this run (LINT_GATE=0)',
  );
let ok = jest('unit tests', ['unit'], process.env);
if (!linted && lintGates) {
  ok = false;
  totals.failed += 1;
}

// The console's browser tests (test/e2e/console.e2e.spec.ts) drive Debian's chromium.
try {
  ensureChromium();
} catch (error) {
  console.error(error.message);
}

console.log('\n=== local servers');
let stack;
try {
  stack = await stackUp();
} catch (error) {
  console.error(`The local servers did not start: ${error.message}`);
  finish(false);
}
const env = {
  ...process.env,
  KAFKA_BROKERS: stack.kafka.brokers,
  SCHEMA_REGISTRY_URL: stack.registry.url,
  MONGO_URL: stack.mongo.url,
};
try {
  ok = jest('integration and end-to-end tests', ['int', 'e2e'], env) && ok;
  // Property-based fuzzing from the API's own OpenAPI document: no 5xx, every answer as documented.
  const fuzzed = step(
    'fuzzing the API (schemathesis)',
    process.execPath,
    [path.join(root, 'scripts', 'fuzz', 'cli.mjs')],
    env,
  );
  totals.passed += fuzzed ? 1 : 0;
  totals.failed += fuzzed ? 0 : 1;
  ok = fuzzed && ok;
} finally {
  if (stack.startedNow.length > 0 && process.env.KEEP_STACK !== '1')
    await stackDown({ only: stack.startedNow }).catch((error) => console.error(error.message));
}
finish(ok);
