import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../common/paths';

export type ServiceMain = 'gateway' | 'extractor' | 'auditor' | 'batch-coordinator' | 'notifier' | 'all-in-one';

export type ServiceProcess = Readonly<{
  name: ServiceMain;
  /** The current OS process (it changes on restart). */
  pid: () => number;
  /** The gateway's base URL, read from its start-up line; null for the workers. */
  url: () => string | null;
  /** Where the process's stdout and stderr go (all its runs, appended); `stop` removes it unless `keepLog`. */
  logFile: string;
  /** The last lines of its log, for failure messages. */
  tail: (lines?: number) => string;
  /** Sends a signal and waits until the process has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** Starts the same command again, with the same environment, and waits until it is ready. */
  restart: () => Promise<void>;
  /** SIGTERM (a clean stop), then SIGKILL if it has not exited within 15 s. */
  stop: () => Promise<void>;
}>;

const running = new Set<ChildProcess>();
// A benchmark that crashes must not leave service processes behind to consume the next run's topics. (Under
// jest a test file's `process` is a copy that never sees the real exit: the tests stop theirs in `afterAll`.)
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const STARTED = /"msg":"(?:[\w-]+) started"/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) =>
        child.once('exit', () => {
          resolve();
        }),
      );

/**
 * Runs one service the way it is deployed: `node dist/services/<name>/main.js`, its own OS process, with
 * the given environment (the test's configuration as env vars) over this process's own. Needs a build
 * (`npm test` builds before the integration and end-to-end tests). Ready means the service logged
 * `<name> started`: its connections are up, its consumers subscribed, its port listening.
 */
export const startServiceProcess = async (
  name: ServiceMain,
  env: Readonly<Record<string, string>>,
  options: { readyTimeoutMs?: number; nodeArgs?: readonly string[]; keepLog?: boolean } = {},
): Promise<ServiceProcess> => {
  const main = path.join(repoRoot, 'dist', 'services', name, 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
  const logFolder = mkdtempSync(path.join(os.tmpdir(), `svc-${name}-`));
  const logFile = path.join(logFolder, 'output.log');
  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  // The readiness signal is an info line, so the level is info at least; the log goes to a file, not the test's output.
  const logLevel = ['trace', 'debug'].includes(env.LOG_LEVEL ?? '') ? env.LOG_LEVEL! : 'info';
  let child: ChildProcess;
  let readFrom = 0;
  let url: string | null = null;

  const tail = (lines = 40) => {
    try {
      return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no output)';
    }
  };

  const launch = async () => {
    if (!existsSync(logFile)) {
      // Removed by a stop before this start: a new log, read from its start.
      mkdirSync(logFolder, { recursive: true });
      readFrom = 0;
    }
    const fd = openSync(logFile, 'a');
    try {
      // Node refuses some of its flags in NODE_OPTIONS (--cpu-prof among them): those go on the command line.
      child = spawn(process.execPath, [...(options.nodeArgs ?? []), main], {
        cwd: repoRoot,
        env: { ...process.env, ...env, LOG_LEVEL: logLevel },
        stdio: ['ignore', fd, fd],
      });
    } finally {
      closeSync(fd);
    }
    running.add(child);
    child.once('exit', () => running.delete(child));
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      const text = readFileSync(logFile, 'utf8').slice(readFrom);
      const line = text.split('\n').find((entry) => STARTED.test(entry));
      if (line !== undefined) {
        readFrom += text.length;
        url = (JSON.parse(line) as { url?: string | null }).url ?? null;
        return;
      }
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail()}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${name} was not ready within ${readyTimeoutMs} ms:\n${tail()}`);
      }
      await sleep(100);
    }
  };

  const kill = async (signal: NodeJS.Signals) => {
    const current = child;
    current.kill(signal);
    await exited(current);
  };

  await launch();
  return {
    name,
    pid: () => child.pid ?? -1,
    url: () => url,
    logFile,
    tail,
    kill,
    restart: launch,
    // The log goes with the stop unless the caller keeps it (the soak prints its path); one that failed to
    // start stays, its last lines quoted in the error.
    stop: async () => {
      const current = child;
      if (current.exitCode === null && current.signalCode === null) {
        const timer = setTimeout(() => current.kill('SIGKILL'), 15_000);
        await kill('SIGTERM');
        clearTimeout(timer);
      }
      if (options.keepLog !== true) rmSync(logFolder, { recursive: true, force: true });
    },
  };
};
