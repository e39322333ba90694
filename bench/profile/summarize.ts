// CPU by stage from CPU profiles, per item: `npm run bench:profile -- <items> <file.cpuprofile>[=<cpu ms per item>]...`
// (the profiles `npm run bench:pipeline -- --cpu-profile <dir>` writes, or any `node --cpu-prof` output).
// A profile samples the time its thread was busy, which on a loaded machine includes time it waited for a
// core: with `=<ms>` (the process's CPU per item as the benchmark measured it) its stages are scaled to that.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAGES, stagesOf, type CpuProfile } from './stages';

const [itemsText, ...files] = process.argv.slice(2);
const items = Number(itemsText);
if (!Number.isInteger(items) || items <= 0 || files.length === 0) {
  console.error('usage: summarize <items> <file.cpuprofile>...');
  process.exit(2);
}
const columns = files.map((argument) => {
  const [file, measured] = argument.split('=') as [string, string | undefined];
  const stages = stagesOf(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const sampled = [...stages.values()].reduce((a, b) => a + b, 0);
  const scale = measured === undefined ? 1 : (Number(measured) * items) / sampled;
  return {
    name: `${path.basename(path.dirname(file))}/${path.basename(file).replace(/\.cpuprofile$/, '')}`,
    stages: new Map([...stages].map(([stage, ms]) => [stage, ms * scale])),
  };
});
const perItem = (ms: number) => (ms / items).toFixed(2);
console.log(`| stage (ms per item) | ${columns.map((column) => column.name).join(' | ')} | all |`);
console.log(`|---|${columns.map(() => '---:|').join('')}---:|`);
for (const stage of STAGES) {
  const values = columns.map((column) => column.stages.get(stage) ?? 0);
  const sum = values.reduce((a, b) => a + b, 0);
  if (sum === 0) continue;
  console.log(`| ${stage} | ${values.map(perItem).join(' | ')} | ${perItem(sum)} |`);
}
const totals = columns.map((column) => [...column.stages.values()].reduce((a, b) => a + b, 0));
console.log(`| **total** | ${totals.map(perItem).join(' | ')} | ${perItem(totals.reduce((a, b) => a + b, 0))} |`);
