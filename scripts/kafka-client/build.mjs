#!/usr/bin/env node
// Builds the optional Kafka client @confluentinc/kafka-javascript (KAFKA_CLIENT=confluent, docs/kafka-client.md)
// from the librdkafka source it ships. Its own install fetches a prebuilt binary, and its source fallback
// fetches zlib, OpenSSL, zstd and curl to link statically, from outside the package registry: where those
// cannot be reached npm drops the package (it is optional) and the install goes on. This script, run after
// `npm install` (postinstall) or by hand (`npm run kafka-client:build`), builds it again linked against the
// system's own libraries (CKJS_LINKING=dynamic: a C/C++ compiler, make, Python 3 and the OpenSSL and zlib
// headers; zstd, lz4 and SASL are used where their headers are found). It never fails the install: without
// the client the services run on kafkajs, and asking for confluent says how to build it.
// KAFKA_CLIENT_BUILD=skip leaves it out.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@confluentinc/kafka-javascript';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const say = (line) => console.log(`kafka-client: ${line}`);

/**
 * Whether the client and its native part load, asked of a fresh process (the answer changes once the build is
 * done), and if not, the error that says why (its message, without the stack).
 */
const tryLoad = () => {
  const run = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(PACKAGE)})`], {
    cwd: root,
    encoding: 'utf8',
  });
  const lines = run.stderr.split('\n');
  const from = Math.max(
    0,
    lines.findIndex((line) => /Error/.test(line)),
  );
  const to = lines.findIndex((line, index) => index > from && /^\s+at /.test(line));
  return { loads: run.status === 0, error: lines.slice(from, to < 0 ? undefined : to).join('\n') };
};

/**
 * The folder of the running Node's own headers, when its installation ships them (the official builds do).
 * node-gyp compiles against npm's `nodedir` where one is set, and a machine-wide `nodedir` names one Node's
 * headers: a client compiled against them does not load in another Node (NODE_MODULE_VERSION differs).
 */
const runningNodeHeaders = () => {
  const prefix = path.resolve(path.dirname(process.execPath), '..');
  const versionFile = path.join(prefix, 'include', 'node', 'node_version.h');
  if (!existsSync(versionFile)) return undefined;
  const header = readFileSync(versionFile, 'utf8');
  const part = (name) => header.match(new RegExp(`#define NODE_${name}_VERSION (\\d+)`))?.[1];
  return `v${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}` === process.version ? prefix : undefined;
};

const byHand = process.argv.includes('--by-hand');
if (process.env.KAFKA_CLIENT_BUILD === 'skip' && !byHand) {
  say(`KAFKA_CLIENT_BUILD=skip: ${PACKAGE} is not built; the services run on kafkajs`);
  process.exit(0);
}
if (process.env.RECEIPT_AUDIT_KAFKA_CLIENT_BUILDING === '1') process.exit(0); // the nested install below
if (tryLoad().loads) process.exit(0);

const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).optionalDependencies?.[PACKAGE];
say(`building ${PACKAGE}@${version} from its librdkafka source (once; a few minutes on two cores)…`);
const started = Date.now();
const npm = process.env.npm_execpath;
const headers = runningNodeHeaders();
const [command, prefix] = npm ? [process.execPath, [npm]] : ['npm', []];
// Installed but not loading (built for another Node, say): installing again would keep the binary it has, so
// it is compiled again in place.
const installed = existsSync(path.join(root, 'node_modules', ...PACKAGE.split('/'), 'package.json'));
const build = spawnSync(
  command,
  [
    ...prefix,
    ...(installed ? ['rebuild'] : ['install', '--no-save', '--no-audit', '--no-fund']),
    '--foreground-scripts',
    installed ? PACKAGE : `${PACKAGE}@${version}`,
  ],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...(headers ? { npm_config_nodedir: headers } : {}),
      ...(installed ? { npm_config_build_from_source: 'true' } : {}),
      CKJS_LINKING: 'dynamic',
      RECEIPT_AUDIT_KAFKA_CLIENT_BUILDING: '1',
    },
    maxBuffer: 256 * 1024 * 1024,
  },
);
const seconds = Math.round((Date.now() - started) / 1000);
const loaded = tryLoad();
if (build.status === 0 && loaded.loads) {
  say(`built in ${seconds} s; KAFKA_CLIENT=confluent can be used`);
  process.exit(0);
}
const output = `${build.stdout ?? ''}${build.stderr ?? ''}`.trim().split('\n');
// A build that compiled but does not load says why in its load error, not in the compiler's last lines.
console.warn(build.status === 0 ? loaded.error : output.slice(-25).join('\n'));
say(
  `the build of ${PACKAGE} failed after ${seconds} s (why is above). The services run on kafkajs ` +
    '(the default); KAFKA_CLIENT=confluent needs a C/C++ compiler, make, Python 3 and the OpenSSL and zlib ' +
    'headers, then `npm run kafka-client:build`.',
);
process.exit(byHand ? 1 : 0);
