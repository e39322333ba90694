// Reads and validates the stack's environment once, so every other module
// works from one plain object and a bad value fails before anything starts.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Every server binds to loopback only: this stack is for one developer's machine.
export const HOST = '127.0.0.1';

const DEFAULT_PORTS = {
  KAFKA_PORT: 9092,
  KAFKA_CONTROLLER_PORT: 9093,
  REGISTRY_PORT: 8081,
  MONGO_PORT: 27017,
};

/** Errors the user can act on; the CLI prints only their message. */
export class StackError extends Error {
  constructor(message) {
    super(message);
    this.name = 'StackError';
  }
}

function readPort(env, name) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORTS[name];
  const text = raw.trim();
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) {
    throw new StackError(
      `${name}=${JSON.stringify(raw)} is not a valid TCP port (expected an integer from 1 to 65535)`,
    );
  }
  return port;
}

function readDir(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return path.resolve(raw.trim());
}

export function readStackConfig(env = process.env) {
  const ports = {
    kafka: readPort(env, 'KAFKA_PORT'),
    kafkaController: readPort(env, 'KAFKA_CONTROLLER_PORT'),
    registry: readPort(env, 'REGISTRY_PORT'),
    mongo: readPort(env, 'MONGO_PORT'),
  };
  const seen = new Map();
  for (const [key, port] of Object.entries(ports)) {
    if (seen.has(port))
      throw new StackError(
        `port ${port} is configured for both ${seen.get(port)} and ${key}; each server needs its own port`,
      );
    seen.set(port, key);
  }

  const stackDir = readDir(env, 'STACK_DIR', path.join(REPO_ROOT, '.stack'));
  const cacheDir = readDir(env, 'STACK_CACHE_DIR', path.join(os.homedir(), '.cache', 'receipt-audit', 'stack'));
  if (stackDir === cacheDir) throw new StackError('STACK_DIR and STACK_CACHE_DIR must be different directories');

  return Object.freeze({
    host: HOST,
    ports: Object.freeze(ports),
    cacheDir,
    stackDir,
    dataDir: path.join(stackDir, 'data'),
    logsDir: path.join(stackDir, 'logs'),
    runDir: path.join(stackDir, 'run'),
    endpoints: Object.freeze({
      kafka: Object.freeze({ brokers: `${HOST}:${ports.kafka}` }),
      registry: Object.freeze({ url: `http://${HOST}:${ports.registry}/apis/ccompat/v7` }),
      mongo: Object.freeze({ url: `mongodb://${HOST}:${ports.mongo}` }),
    }),
  });
}

/** Shortens paths under the current directory so messages stay readable. */
export function displayPath(p) {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : p;
}
