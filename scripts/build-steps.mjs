// How the project builds, for the scripts that build it before they run it (`npm start`, `npm test`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What `node` runs, from the repository root, to build the TypeScript into dist/. */
export const BUILD_TYPESCRIPT = [
  path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-p',
  'tsconfig.build.json',
];

/** What `node` runs, from the repository root, to build the console's assets. */
export const BUILD_CONSOLE = [
  path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
  'build',
  '--config',
  'console/vite.config.mts',
  '--logLevel',
  'warn',
];
