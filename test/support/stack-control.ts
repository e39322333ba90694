import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../common/paths';

export type StackServer = 'kafka' | 'registry' | 'mongo';

const cli = path.join(repoRoot, 'scripts', 'stack', 'cli.mjs');
const stopped = new Set<StackServer>();

/**
 * Runs `scripts/stack/cli.mjs <command> <server>` with this process's environment, so it acts on the same
 * stack (STACK_DIR and ports) the test's servers came from. Asynchronous on purpose: services running in
 * the test's own process must keep working while a server stops or starts.
 */
const runStack = (command: 'start' | 'stop' | 'kill', server: StackServer): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, command, server],
      { env: process.env, timeout: 180_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`stack ${command} ${server} failed: ${error.message}\n${stdout}${stderr}`));
        else resolve(stdout);
      },
    );
  });

/** Stops one server of the local stack; remembered until it is started again. */
export const stopServer = async (server: StackServer): Promise<void> => {
  stopped.add(server);
  await runStack('stop', server);
};

/** Kills one server with SIGKILL, as a crash would; remembered until it is started again. */
export const killServer = async (server: StackServer): Promise<void> => {
  stopped.add(server);
  await runStack('kill', server);
};

/** Starts one server and waits until it answers. */
export const startServer = async (server: StackServer): Promise<void> => {
  await runStack('start', server);
  stopped.delete(server);
};

/** Starts every server a test stopped and has not started yet: for afterAll, so a failed test never leaves the stack down. */
export const restartStoppedServers = async (): Promise<void> => {
  for (const server of [...stopped]) await startServer(server);
};
