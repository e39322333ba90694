#!/usr/bin/env node
// The Python examples' virtual environment (clients/python/requirements.txt, pinned, from PyPI), made
// once per version of the requirements in a cache folder outside the repository, like schemathesis's.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requirements = path.join(root, 'clients', 'python', 'requirements.txt');

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
};

/** Returns the path of the environment's python, installing the requirements first if needed. */
export const ensurePythonExamples = (env = process.env) => {
  const cache = env.STACK_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'receipt-audit', 'stack');
  const version = createHash('sha256').update(readFileSync(requirements)).digest('hex').slice(0, 12);
  const venv = path.join(cache, `python-examples-${version}`);
  const python = path.join(venv, 'bin', 'python');
  if (!existsSync(path.join(venv, '.installed'))) {
    console.error(`installing the Python examples' requirements into ${venv}`);
    run('python3', ['-m', 'venv', venv]);
    run(path.join(venv, 'bin', 'pip'), ['install', '--quiet', '-r', requirements]);
    run('touch', [path.join(venv, '.installed')]);
  }
  return python;
};

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensurePythonExamples());
