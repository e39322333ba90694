#!/usr/bin/env node
// `npm run lint:report`: ESLint and Prettier over the tree, with the problems counted per rule and the
// files Prettier would change. Exits 1 when either finds anything.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const eslint = new ESLint({ cwd: root, cache: true, cacheLocation: path.join(root, '.eslintcache') });
const results = await eslint.lintFiles(['.']);
const perRule = new Map();
for (const result of results)
  for (const message of result.messages)
    perRule.set(message.ruleId ?? 'parse error', (perRule.get(message.ruleId ?? 'parse error') ?? 0) + 1);
const problems = [...perRule.values()].reduce((sum, count) => sum + count, 0);
console.log(`ESLint: ${problems} problem(s)`);
for (const [rule, count] of [...perRule].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(count).padStart(5)}  ${rule}`);
if (process.argv.includes('--details')) console.log((await eslint.loadFormatter('stylish')).format(results));

const prettier = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--list-different', '.'],
  { cwd: root, encoding: 'utf8' },
);
const unformatted = prettier.stdout.split('\n').filter((line) => line.trim() !== '');
console.log(
  `Prettier: ${unformatted.length} file(s) not formatted${unformatted.length > 0 ? ' (npx prettier --write . formats them)' : ''}`,
);
if (prettier.status !== 0 && prettier.status !== 1) console.error(prettier.stderr);

process.exit(problems === 0 && unformatted.length === 0 && (prettier.status === 0 || prettier.status === 1) ? 0 : 1);
