// CPU by stage from CPU profiles, per item: `npm run bench:profile -- <items> <file.cpuprofile>...`
// (the profiles `npm run bench:pipeline -- --cpu-profile <dir>` writes, or any `node --cpu-prof` output).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAGES, stagesOf, type CpuProfile } from './stages';

const [itemsText, ...files] = process.argv.slice(2);
const items = Number(itemsText);
if (!Number.isInteger(items) || items <= 0 || files.length === 0) {
  console.error('usage: summarize <items> <file.cpuprofile>...');
  process.exit(2);
}
const columns = files.map((file) => ({
  name: path.basename(file).replace(/\.cpuprofile$/, ''),
  stages: stagesOf(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile),
}));
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
