// The local stack (Kafka, schema registry, MongoDB-compatible store) as three
// calls, shared by the CLI and by scripts/start.mjs and scripts/test.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { displayPath, readStackConfig, StackError } from './config.mjs';
import { ensureInstalled, installDir, isInstalled, seconds } from './install.mjs';
import {
  isAlive,
  isOurs,
  killProcess,
  readPid,
  removePid,
  spawnDetached,
  stopProcess,
  tailFile,
  writePid,
} from './process.mjs';
import kafka from './servers/kafka.mjs';
import registry from './servers/registry.mjs';
import mongo from './servers/secantus.mjs';
import { requireTools } from './tools.mjs';
import { tcpAccepts, waitUntil } from './wait.mjs';

export { readStackConfig, StackError };

export const SERVERS = Object.freeze([kafka, registry, mongo]);
export const SERVER_NAMES = Object.freeze(SERVERS.map((s) => s.name));

const defaultLog = (line) => console.log(line);

export function logFile(cfg, server) {
  return path.join(cfg.logsDir, `${server.name}.log`);
}

/** Pid of the server when its pid file points at a live process of ours. */
function ownPid(cfg, server) {
  const pid = readPid(cfg, server.name);
  return pid && isOurs(pid, server.marker(cfg)) ? pid : null;
}

function failure(cfg, server, what) {
  const file = logFile(cfg, server);
  const tail = tailFile(file, 20).replace(/^/gm, '    ');
  return new StackError(`${server.name} ${what}\n  log: ${file}\n  last 20 lines:\n${tail}`);
}

function endpoints(cfg) {
  return {
    kafka: { ...cfg.endpoints.kafka },
    registry: { ...cfg.endpoints.registry },
    mongo: { ...cfg.endpoints.mongo },
  };
}

// A server whose wait was abandoned because another one failed; not itself an error.
class Cancelled extends Error {}

async function plan(cfg, server) {
  const pid = ownPid(cfg, server);
  if (pid) return { server, pid, action: (await server.probe(cfg)) ? 'running' : 'await' };
  removePid(cfg, server.name);
  return { server, action: 'start', install: !(await isInstalled(cfg, server)) };
}

// Everything that can be known up front is checked before the slow part, and
// reported together.
async function preflight(cfg, plans, env) {
  const problems = [];
  const toStart = plans.filter((p) => p.action === 'start');
  for (const { server } of toStart) {
    for (const { port, env: variable } of server.ports(cfg)) {
      if (await tcpAccepts(cfg.host, port)) {
        problems.push(
          `${server.name}: port ${port} (${variable}) is already in use by a process this stack did not start ` +
            `(no live pid file in ${displayPath(cfg.runDir)}); stop that process or set ${variable} to a free port`,
        );
      }
    }
  }
  const attempt = (fn) => {
    try {
      fn();
    } catch (err) {
      if (!(err instanceof StackError)) throw err;
      problems.push(err.message);
    }
  };
  attempt(() =>
    requireTools(
      toStart.filter((p) => p.install).flatMap((p) => p.server.installTools),
      env,
    ),
  );
  for (const { server } of toStart) attempt(() => server.checkRuntime(env));
  if (problems.length) throw new StackError(problems.join('\n'));
}

async function bringUp(cfg, p, env, log, run) {
  const { server } = p;
  const address = server.address(cfg);
  if (p.action === 'running') {
    log(`${server.name}: already running (pid ${p.pid}) at ${address}`);
    return;
  }
  let pid = p.pid;
  if (p.action === 'start') {
    await ensureInstalled(cfg, server, log, env);
    if (run.failed) throw new Cancelled();
    const launch = await server.prepare(cfg, installDir(cfg, server), env);
    pid = await spawnDetached({ ...launch, env: launch.env ?? env, logFile: logFile(cfg, server) });
    writePid(cfg, server.name, pid);
    run.startedNow.push(server.name);
    log(`${server.name}: started (pid ${pid}), waiting for ${address}`);
  } else {
    // Another `up` started it a moment ago; wait for it rather than start a second copy.
    log(`${server.name}: already starting (pid ${pid}), waiting for ${address}`);
  }
  const started = Date.now();
  const outcome = await waitUntil(() => server.probe(cfg), {
    timeoutMs: server.readyTimeoutMs,
    stillRunning: () => isAlive(pid),
    // One server failing fails the whole `up`; stop waiting for the others.
    cancelled: () => run.failed,
  });
  if (outcome === 'cancelled') throw new Cancelled();
  if (outcome === 'exited') throw failure(cfg, server, `exited before it answered on ${address}.`);
  if (outcome === 'timeout')
    throw failure(cfg, server, `did not answer on ${address} within ${server.readyTimeoutMs / 1000} s.`);
  log(`${server.name}: ready after ${seconds(Date.now() - started)}`);
}

/** The servers named in `only` (all when it is absent); an unknown name is a StackError. */
function selectServers(only) {
  const unknown = (only ?? []).filter((name) => !SERVER_NAMES.includes(name));
  if (unknown.length)
    throw new StackError(`unknown server(s): ${unknown.join(', ')} (known: ${SERVER_NAMES.join(', ')})`);
  return only ? SERVERS.filter((s) => only.includes(s.name)) : SERVERS;
}

/**
 * Installs what is missing and starts every server that is not running (or
 * only those named in `only`), in parallel. Resolves to the endpoints plus
 * `startedNow`, the names of the servers this call started (pass them to
 * stackDown({ only }) to undo just those). On failure it stops what it
 * started and rejects with a StackError.
 */
export async function stackUp({ env = process.env, log = defaultLog, only } = {}) {
  const began = Date.now();
  const cfg = readStackConfig(env);
  const plans = await Promise.all(selectServers(only).map((server) => plan(cfg, server)));
  await preflight(cfg, plans, env);
  for (const dir of [cfg.dataDir, cfg.logsDir, cfg.runDir]) fs.mkdirSync(dir, { recursive: true });

  const run = { startedNow: [], failed: false };
  const results = await Promise.allSettled(
    plans.map((p) =>
      bringUp(cfg, p, env, log, run).catch((err) => {
        run.failed = true;
        throw err;
      }),
    ),
  );
  const { startedNow } = run;
  const errors = results
    .filter((r) => r.status === 'rejected' && !(r.reason instanceof Cancelled))
    .map((r) => r.reason);
  if (errors.length) {
    if (startedNow.length) {
      log(`stopping what this run started: ${startedNow.join(', ')}`);
      await stackDown({ env, log: () => {}, only: startedNow });
    }
    const unexpected = errors.find((e) => !(e instanceof StackError));
    if (unexpected) throw unexpected;
    throw new StackError(errors.map((e) => e.message).join('\n\n'));
  }

  const what = only ? only.join(', ') : 'stack';
  log(`${what} ${only && only.length > 1 ? 'are' : 'is'} up (${seconds(Date.now() - began)}):`);
  log(`  kafka     ${cfg.endpoints.kafka.brokers}`);
  log(`  registry  ${cfg.endpoints.registry.url}`);
  log(`  mongo     ${cfg.endpoints.mongo.url}`);
  log(`  logs      ${displayPath(cfg.logsDir)}   data ${displayPath(cfg.dataDir)}`);
  return { ...endpoints(cfg), startedNow };
}

/**
 * Stops the servers recorded in the pid files (all, or those named in
 * `only`): SIGTERM, then SIGKILL after 20 s. Harmless when nothing runs.
 * `crash` sends SIGKILL at once, with no chance to flush or close: the
 * fault tests use it to show nothing acknowledged is lost.
 */
export async function stackDown({ env = process.env, log = defaultLog, only, crash = false } = {}) {
  const cfg = readStackConfig(env);
  const targets = selectServers(only);

  const stopped = [];
  await Promise.all(
    targets.map(async (server) => {
      const pid = readPid(cfg, server.name);
      if (!pid) return;
      if (!isOurs(pid, server.marker(cfg))) {
        removePid(cfg, server.name);
        log(`${server.name}: was not running (removed stale pid file)`);
        return;
      }
      const began = Date.now();
      log(`${server.name}: stopping (pid ${pid})`);
      const how = crash ? await killProcess(pid) : await stopProcess(pid, 20_000);
      removePid(cfg, server.name);
      stopped.push(server.name);
      log(`${server.name}: ${how} after ${seconds(Date.now() - began)}`);
    }),
  );
  if (!stopped.length) log('nothing to stop: no server of this stack is running');
  return { stopped };
}

/**
 * One entry per server. `state` is 'running' (our process is alive and
 * answers), 'starting' (alive, not answering yet) or 'stopped'.
 */
export async function stackStatus({ env = process.env } = {}) {
  const cfg = readStackConfig(env);
  const servers = await Promise.all(
    SERVERS.map(async (server) => {
      const pid = ownPid(cfg, server);
      const answers = pid ? await server.probe(cfg) : false;
      return {
        name: server.name,
        state: pid ? (answers ? 'running' : 'starting') : 'stopped',
        running: Boolean(pid && answers),
        pid,
        address: server.address(cfg),
        log: logFile(cfg, server),
      };
    }),
  );
  return { servers, allRunning: servers.every((s) => s.running) };
}
