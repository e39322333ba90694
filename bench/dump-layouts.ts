// Writes the layout (text segments with boxes, the ReceiptLayout shape) the local engine reads from
// each receipt, as <name>.json in an output folder: material for developing field readers without
// running OCR each time.
// Usage: npm run bench:dump-layouts -- --data <folder> --out <folder>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { loadConfig } from '../common/config';
import { findReceipts } from '../eval/extraction/find-receipts';
import { LocalExtractionEngine } from '../services/extractor/engine';
import { detectFileType } from '../common/files';
import { runMain } from './run-main';

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const main = async (): Promise<number> => {
  const data = option('--data');
  const out = option('--out');
  if (!data || !out) {
    console.error('usage: npm run bench:dump-layouts -- --data <folder> --out <folder>');
    return 2;
  }
  mkdirSync(out, { recursive: true });
  const engine = new LocalExtractionEngine({ maxPages: loadConfig(process.env).files.maxPages });
  let failed = 0;
  try {
    for (const { file } of findReceipts(data).receipts) {
      const bytes = readFileSync(file);
      const name = basename(file, extname(file));
      try {
        const kind = detectFileType(bytes);
        if (kind === null) throw new Error('not a JPEG, PNG, WebP, HEIC or PDF');
        writeFileSync(join(out, `${name}.json`), `${JSON.stringify(await engine.readLayout(bytes, kind), null, 1)}\n`);
      } catch (error) {
        failed++;
        console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await engine.close();
  }
  return failed === 0 ? 0 : 1;
};

runMain(main);
