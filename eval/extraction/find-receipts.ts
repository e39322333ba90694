import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { readLabel, type BenchLabel } from './receipt-label';

export type LabelledReceipt = Readonly<{ file: string; group: string; label: BenchLabel }>;

const RECEIPT_EXTENSIONS = new Set(['.pdf', '.png', '.jpg', '.jpeg', '.webp', '.heic', '.heif']);

/**
 * The label of a receipt file: `<name>.json` beside it (our layout, or SROIE files side by side),
 * else, for a file in an `img/` folder, `key/<name>.json` or `key/<name>.txt` (SROIE's layout,
 * whose .txt keys hold JSON).
 */
const labelFileFor = (file: string): string | null => {
  const stem = basename(file, extname(file));
  const candidates = [join(dirname(file), `${stem}.json`)];
  if (basename(dirname(file)) === 'img')
    candidates.push(
      join(dirname(dirname(file)), 'key', `${stem}.json`),
      join(dirname(dirname(file)), 'key', `${stem}.txt`),
    );
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
};

const walk = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });

/** Every receipt with a label under `root`, grouped by the folder it is in (one group per form in the generated set). */
export const findReceipts = (root: string): { receipts: LabelledReceipt[]; unlabelled: string[] } => {
  const receipts: LabelledReceipt[] = [];
  const unlabelled: string[] = [];
  for (const file of walk(root)) {
    if (!RECEIPT_EXTENSIONS.has(extname(file).toLowerCase())) continue;
    const labelFile = labelFileFor(file);
    if (labelFile === null) {
      unlabelled.push(file);
      continue;
    }
    const group = relative(root, dirname(file)) || '.';
    receipts.push({
      file,
      group: group.replace(/[/\\]img$/, ''),
      label: readLabel(JSON.parse(readFileSync(labelFile, 'utf8')) as Record<string, unknown>),
    });
  }
  return { receipts, unlabelled };
};
