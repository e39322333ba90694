import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../common/paths';
import { startServiceProcess, type ServiceMain, type ServiceProcess } from '../../test/support/service-process';

/** The five services, each its own OS process, as they are deployed. The gateway also runs the projections. */
export const SERVICES: readonly ServiceMain[] = ['gateway', 'extractor', 'auditor', 'batch-coordinator', 'notifier'];

/**
 * Starts the services with `env` over this process's environment: the gateway first (it is the one the
 * load needs to reach), then the others side by side.
 */
export const startServices = async (env: Readonly<Record<string, string>>): Promise<ServiceProcess[]> => {
  // The soak prints each log's path for a reader after the run: they stay.
  const gateway = await startServiceProcess('gateway', env, { keepLog: true });
  const others = await Promise.all(
    SERVICES.filter((name) => name !== 'gateway').map((name) => startServiceProcess(name, env, { keepLog: true })),
  );
  return [gateway, ...others];
};

/** The local stack's servers (their pid files), so their memory is watched too; empty where there are none. */
export const stackServerPids = (env: NodeJS.ProcessEnv): Map<string, number> => {
  const runDir = path.join(path.resolve(env.STACK_DIR?.trim() || path.join(repoRoot, '.stack')), 'run');
  const pids = new Map<string, number>();
  for (const name of ['kafka', 'registry', 'mongo']) {
    try {
      const pid = Number(readFileSync(path.join(runDir, `${name}.pid`), 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0) pids.set(`${name} (server)`, pid);
    } catch {
      // not this stack's server (Docker, or elsewhere): nothing to watch
    }
  }
  return pids;
};
