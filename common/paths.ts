import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root, found from this file whether it runs from the sources or from dist/. */
export const repoRoot = ((): string => {
  let directory = __dirname;
  while (!existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${__dirname}`);
    directory = parent;
  }
  return directory;
})();

export const rulesDir = path.join(repoRoot, 'rules');
/** The review console's bundle, built by `npm run build` (vite). */
export const consoleAssetsDir = path.join(repoRoot, 'dist', 'console');
