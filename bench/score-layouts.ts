// Scores the field readers alone over saved OCR layouts (one ReceiptLayout JSON per receipt), against
// SROIE-style keys, so a change to a reader is measured in seconds without running OCR again.
// Usage: npm run bench:layouts -- --layouts <folder of <id>.json> --keys <folder of <id>.json>
//          [--reference-date YYYY-MM-DD] [--verbose] [--json]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { normaliseVendorName, parseReceiptLayout, type ReceiptLayout } from '../domain/extraction';
import { readLabel } from '../eval/extraction/receipt-label';
import { scoreFields } from '../eval/extraction/score';
import { bandTable, type Scored } from './score-layouts/bands';

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

const main = (): number => {
  const layouts = option('--layouts');
  const keys = option('--keys');
  if (!layouts || !keys) {
    console.error(
      'usage: npm run bench:layouts -- --layouts <folder> --keys <folder> [--reference-date YYYY-MM-DD] [--verbose] [--json]',
    );
    return 2;
  }
  const referenceDate = new Date(`${option('--reference-date') ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const verbose = process.argv.includes('--verbose');
  const scored: Scored[] = [];
  let sameCompany = 0;
  for (const file of readdirSync(layouts)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const id = basename(file, '.json');
    const keyFile = join(keys, `${id}.json`);
    if (!existsSync(keyFile)) continue;
    const label = readLabel(JSON.parse(readFileSync(keyFile, 'utf8')) as Record<string, unknown>);
    const layout = JSON.parse(readFileSync(join(layouts, file), 'utf8')) as ReceiptLayout;
    const result = parseReceiptLayout(layout, { referenceDate });
    const scores = scoreFields(label, result);
    scored.push({
      id,
      scores,
      confidence: result.confidence,
      totalConfidence: result.fieldEvidence?.amount?.confidence ?? null,
    });
    // Also without legal forms, as the domain compares names (a weaker check than bench:extract's).
    if (label.vendor && result.vendor && normaliseVendorName(label.vendor) === normaliseVendorName(result.vendor))
      sameCompany += 1;
    if (verbose && !(scores.total && scores.date && scores.vendorNormalised)) {
      const mark = (ok: boolean) => (ok ? 'ok ' : 'BAD');
      console.log(
        `${id}: ${mark(scores.total)} total ${result.amount} (want ${label.total}) | ${mark(scores.date)} date ${result.transactionDate} (want ${label.date}) | ${mark(scores.vendorNormalised)} vendor ${JSON.stringify(result.vendor)} (want ${JSON.stringify(label.vendor)})`,
      );
    }
  }
  const n = scored.length;
  const count = (field: keyof Scored['scores']) => scored.filter((s) => s.scores[field]).length;
  console.log(`${n} layouts in ${layouts}`);
  console.log(
    `total ${pct(count('total'), n)}  date ${pct(count('date'), n)}  vendor exact ${pct(count('vendor'), n)}  vendor normalised ${pct(count('vendorNormalised'), n)}`,
  );
  console.log(`vendor, legal forms ignored (normaliseVendorName) ${pct(sameCompany, n)}`);
  console.log("total accuracy by the total's own confidence:");
  console.log(bandTable(scored, (s) => s.totalConfidence));
  console.log('total accuracy by the overall confidence:');
  console.log(bandTable(scored, (s) => s.confidence));
  if (process.argv.includes('--json')) {
    const share = (field: keyof Scored['scores']) => Math.round((10000 * count(field)) / Math.max(1, n)) / 10000;
    console.log(
      JSON.stringify({
        receipts: n,
        accuracy: {
          total: share('total'),
          date: share('date'),
          vendor: share('vendor'),
          vendorNormalised: share('vendorNormalised'),
        },
      }),
    );
  }
  return 0;
};

process.exitCode = main();
