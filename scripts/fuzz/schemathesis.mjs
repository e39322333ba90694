// Installs schemathesis (pinned, from PyPI) into a virtual environment outside the repository, once.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const SCHEMATHESIS_VERSION = '4.32.5';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
};

/** Returns the path of the `schemathesis` executable, installing it first if needed. */
export const ensureSchemathesis = (env = process.env) => {
  const cache = env.STACK_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'receipt-audit', 'stack');
  const venv = path.join(cache, `schemathesis-${SCHEMATHESIS_VERSION}`);
  const bin = path.join(venv, 'bin', 'schemathesis');
  if (!existsSync(bin)) {
    console.log(`installing schemathesis ${SCHEMATHESIS_VERSION} into ${venv}`);
    run('python3', ['-m', 'venv', venv]);
    run(path.join(venv, 'bin', 'pip'), ['install', '--quiet', `schemathesis==${SCHEMATHESIS_VERSION}`]);
  }
  return bin;
};
