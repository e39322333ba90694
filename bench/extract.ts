// Runs an extraction engine over a folder of labelled receipts: per-field accuracy and time per receipt.
// Usage: npm run bench:extract -- --data <folder> [--json] [--engine local|openai] [--fast] [--categorize]
//          [--program FL_PEP] [--reference-date YYYY-MM-DD] [--verbose]
// Layouts: <name>.<pdf|png|jpg|webp|heic> + <name>.json (ours or SROIE keys), or SROIE's img/ + key/.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig } from '../common/config';
import { rulesDir } from '../common/paths';
import { loadStandardRuleSets } from '../domain/audit';
import type { ReceiptExtractionResult } from '../domain/extraction';
import { accuracyByBand } from '../eval/extraction/confidence-bands';
import { findReceipts, type LabelledReceipt } from '../eval/extraction/find-receipts';
import { countItemMatches, summariseItems } from '../eval/extraction/item-score';
import { percentile, scoreFields, type FieldScores } from '../eval/extraction/score';
import { createExtractionEngine, standardProgramResolver, type EngineName } from '../services/extractor/engine';
import { detectFileType } from '../common/files';
import { runMain } from './run-main';

type Outcome = Readonly<{
  receipt: LabelledReceipt;
  scores: FieldScores;
  seconds: number;
  pages: number;
  error: string | null;
  result: ReceiptExtractionResult | null;
}>;

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const FIELDS = ['total', 'date', 'vendor', 'vendorNormalised'] as const;
const TARGETS = { total: 0.9, date: 0.9, vendorNormalised: 0.7, medianSeconds: 2 };

const summarise = (outcomes: readonly Outcome[]) => {
  const share = (field: (typeof FIELDS)[number]) =>
    outcomes.filter((o) => o.scores[field]).length / Math.max(1, outcomes.length);
  const seconds = outcomes.map((o) => o.seconds);
  return {
    receipts: outcomes.length,
    accuracy: {
      total: share('total'),
      date: share('date'),
      vendor: share('vendor'),
      vendorNormalised: share('vendorNormalised'),
    },
    items: summariseItems(
      outcomes.flatMap((o) =>
        o.receipt.label.items === null ? [] : [countItemMatches(o.result?.items ?? [], o.receipt.label.items)],
      ),
    ),
    itemsPresent: outcomes.filter((o) => (o.result?.items.length ?? 0) > 0).length / Math.max(1, outcomes.length),
    // The sets carry no payment label: how many read as paid, owing or neither, to watch for a reader
    // that calls a till's receipt unpaid.
    payment: {
      paid: outcomes.filter((o) => o.result?.paymentDetails.isPaid === true).length,
      unpaid: outcomes.filter((o) => o.result?.paymentDetails.proofOfPaymentType === 'unpaid').length,
      neither: outcomes.filter(
        (o) => o.result?.paymentDetails.isPaid !== true && o.result?.paymentDetails.proofOfPaymentType !== 'unpaid',
      ).length,
    },
    noText: outcomes.filter((o) => o.error !== null && /no text/i.test(o.error)).length,
    totalByConfidence: accuracyByBand(
      outcomes.map((o) => ({ confidence: o.result?.fieldEvidence?.amount?.confidence ?? null, right: o.scores.total })),
    ),
    medianSeconds: percentile(seconds, 0.5),
    p95Seconds: percentile(seconds, 0.95),
  };
};

const pct = (f: number) => `${(f * 100).toFixed(1)}%`.padStart(7);
const secs = (s: number) => s.toFixed(2).padStart(7);

const main = async (): Promise<number> => {
  const data = option('--data');
  if (!data) {
    console.error(
      'usage: npm run bench:extract -- --data <folder> [--json] [--engine local|openai] [--fast] [--categorize] [--program KEY]',
    );
    return 2;
  }
  const config = loadConfig(process.env);
  const engineName = (option('--engine') ?? config.extraction.engine) as EngineName;
  const engine = createExtractionEngine(config, standardProgramResolver(loadStandardRuleSets(rulesDir)), engineName);
  const now = option('--reference-date') ? new Date(`${option('--reference-date')}T00:00:00Z`) : new Date();
  const verbose = process.argv.includes('--verbose');
  const { receipts, unlabelled } = findReceipts(data);
  const outcomes: Outcome[] = [];
  try {
    for (const receipt of receipts) {
      const bytes = readFileSync(receipt.file);
      const started = process.hrtime.bigint();
      let result: ReceiptExtractionResult | null = null;
      let pages = 1;
      let error: string | null = null;
      try {
        const kind = detectFileType(bytes);
        if (kind === null) throw new Error('not a JPEG, PNG, WebP, HEIC or PDF');
        const request = {
          fileUrl: `file://${receipt.file}`,
          fileName: basename(receipt.file),
          fileType: null,
          categorizeItems: process.argv.includes('--categorize'),
          programKey: option('--program') ?? null,
          studentCandidates: receipt.label.studentCandidates,
          fastMode: process.argv.includes('--fast'),
        };
        const output = await engine.extract({ bytes, kind, request, now });
        result = output.result;
        pages = output.pages;
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const outcome = { receipt, scores: scoreFields(receipt.label, result), seconds, pages, error, result };
      outcomes.push(outcome);
      if (verbose && (error || !FIELDS.every((f) => f === 'vendor' || outcome.scores[f]))) {
        console.log(
          `${receipt.file}: ${error ?? `total ${result?.amount} (want ${receipt.label.total}), date ${result?.transactionDate} (want ${receipt.label.date}), vendor ${JSON.stringify(result?.vendor)} (want ${JSON.stringify(receipt.label.vendor)})`}`,
        );
      }
    }
  } finally {
    await engine.close();
  }

  const groups = [...new Set(outcomes.map((o) => o.receipt.group))];
  console.log(
    `engine ${engine.name}${process.argv.includes('--fast') ? ' (fastMode)' : ''}, ${outcomes.length} receipts in ${data}${unlabelled.length ? `, ${unlabelled.length} files without a label skipped` : ''}`,
  );
  console.log(
    `${'group'.padEnd(24)} ${'n'.padStart(4)} ${'total'.padStart(7)} ${'date'.padStart(7)} ${'vendor'.padStart(7)} ${'vend.nrm'.padStart(7)} ${'item P'.padStart(7)} ${'item R'.padStart(7)} ${'item F1'.padStart(7)} ${'F1/doc'.padStart(7)} ${'med s'.padStart(7)} ${'p95 s'.padStart(7)} errors`,
  );
  const itemCell = (s: ReturnType<typeof summarise>, f: (i: ReturnType<typeof summarise>['items']) => number) =>
    s.items.documents === 0 ? '      -' : pct(f(s.items));
  const rows =
    groups.length > 1
      ? [...groups.map((g) => [g, outcomes.filter((o) => o.receipt.group === g)] as const), ['all', outcomes] as const]
      : [['all', outcomes] as const];
  for (const [group, subset] of rows) {
    const s = summarise(subset);
    console.log(
      `${group.padEnd(24)} ${String(s.receipts).padStart(4)} ${pct(s.accuracy.total)} ${pct(s.accuracy.date)} ${pct(s.accuracy.vendor)} ${pct(s.accuracy.vendorNormalised)} ${itemCell(s, (i) => i.pooled.precision)} ${itemCell(s, (i) => i.pooled.recall)} ${itemCell(s, (i) => i.pooled.f1)} ${itemCell(s, (i) => i.perDocumentF1)} ${secs(s.medianSeconds)} ${secs(s.p95Seconds)} ${subset.filter((o) => o.error).length}`,
    );
  }
  const singlePage = outcomes.filter((o) => o.pages === 1).map((o) => o.seconds);
  console.log(
    `single-page receipts: ${singlePage.length}, median ${percentile(singlePage, 0.5).toFixed(2)} s, p95 ${percentile(singlePage, 0.95).toFixed(2)} s`,
  );
  for (const o of outcomes.filter((x) => x.error)) console.log(`error ${o.receipt.file}: ${o.error}`);

  const all = summarise(outcomes);
  console.log(`items present ${pct(all.itemsPresent)}, "no text" ${all.noText}`);
  console.log(
    `read as paid ${all.payment.paid}, as unpaid ${all.payment.unpaid}, as neither ${all.payment.neither} (no payment labels)`,
  );
  for (const b of all.totalByConfidence)
    console.log(
      `total, confidence ${b.band.padEnd(6)} ${String(b.receipts).padStart(4)} receipts ${b.accuracy === null ? '      -' : pct(b.accuracy)} right`,
    );
  if (process.argv.includes('--json')) {
    const round = (f: number) => Math.round(f * 10000) / 10000;
    console.log(
      JSON.stringify({
        receipts: all.receipts,
        accuracy: {
          total: round(all.accuracy.total),
          date: round(all.accuracy.date),
          vendor: round(all.accuracy.vendor),
          vendorNormalised: round(all.accuracy.vendorNormalised),
        },
        items: {
          documents: all.items.documents,
          precision: round(all.items.pooled.precision),
          recall: round(all.items.pooled.recall),
          f1: round(all.items.pooled.f1),
          perDocumentF1: round(all.items.perDocumentF1),
        },
        itemsPresent: round(all.itemsPresent),
        payment: all.payment,
        noText: all.noText,
        totalByConfidence: all.totalByConfidence.map((b) => ({
          ...b,
          accuracy: b.accuracy === null ? null : round(b.accuracy),
        })),
        medianSeconds: round(all.medianSeconds),
        p95Seconds: round(all.p95Seconds),
      }),
    );
  }
  const met =
    all.accuracy.total >= TARGETS.total &&
    all.accuracy.date >= TARGETS.date &&
    all.accuracy.vendorNormalised >= TARGETS.vendorNormalised &&
    percentile(singlePage, 0.5) <= TARGETS.medianSeconds;
  return met ? 0 : 1;
};

runMain(main);
