// Scores the field readers alone over saved OCR layouts (one ReceiptLayout JSON per receipt), against
// SROIE-style keys, so a change to a reader is measured in seconds without running OCR again.
// Usage: npm run bench:layouts -- --layouts <folder of <id>.json> --keys <folder of <id>.json>
//          [--reference-date YYYY-MM-DD] [--verbose] [--json]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { normaliseVendorName, parseReceiptLayout, type ReceiptLayout } from '../domain/extraction';
import { readLabel } from '../eval/extraction/receipt-label';
import { countItemMatches, summariseItems, type ItemCounts } from '../eval/extraction/item-score';
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
  const itemCounts: ItemCounts[] = [];
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
    if (label.items !== null) {
      const counts = countItemMatches(result.items, label.items);
      itemCounts.push(counts);
      if (process.argv.includes('--verbose-items') && counts.matched < Math.max(counts.predicted, counts.labelled)) {
        console.log(`${id}: items ${counts.matched} of ${counts.predicted} predicted / ${counts.labelled} labelled`);
        for (const i of result.items) console.log(`   got  ${i.quantity} x ${i.price.toFixed(2)}  ${i.description}`);
        for (const i of label.items) console.log(`   want ${i.price.toFixed(2)}  ${i.description}`);
      }
    }
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
  const items = summariseItems(itemCounts);
  const f = (x: number) => x.toFixed(3);
  console.log(
    `items (${items.documents} labelled documents): P ${f(items.pooled.precision)}  R ${f(items.pooled.recall)}  F1 ${f(items.pooled.f1)}  per document F1 ${f(items.perDocumentF1)}`,
  );
  console.log(`vendor, legal forms ignored (normaliseVendorName) ${pct(sameCompany, n)}`);
  console.log("total accuracy by the total's own confidence:");
  console.log(bandTable(scored, (s) => s.totalConfidence));
  console.log('total accuracy by the overall confidence:');
  console.log(bandTable(scored, (s) => s.confidence));
  if (process.argv.includes('--json')) {
    const round = (x: number) => Math.round(x * 10000) / 10000;
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
        items: {
          documents: items.documents,
          precision: round(items.pooled.precision),
          recall: round(items.pooled.recall),
          f1: round(items.pooled.f1),
          perDocumentF1: round(items.perDocumentF1),
        },
      }),
    );
  }
  return 0;
};

process.exitCode = main();
