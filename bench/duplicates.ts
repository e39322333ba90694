import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { loadConfig } from '../common/config';
import { connectMongo } from '../common/storage';
import { loadStandardRuleSets } from '../domain/audit';
import { rulesDir } from '../common/paths';
import { fingerprintOf, receiptContentOf, storedKeys, type PageHash, type ReceiptContent } from '../domain/duplicates';
import type { ReceiptFingerprint } from '../contracts';
import { MongoFingerprintsStore, type FingerprintEntry } from '../projections/fingerprints';
import { lookUpDuplicate, readDocument } from '../services/extractor/fingerprint';
import { createExtractionEngine, standardProgramResolver, type ExtractionEngine } from '../services/extractor/engine';
import { runMain } from './run-main';

/**
 * `npm run bench:duplicates -- [--data <folder>]… [--every N] [--fill N] [--content N [--content-all]] [--dump <file>] [--no-tilt]`: a labelled set built here
 * from the development receipts (nothing written to disk). Each receipt is stored as an earlier
 * receipt of one tenant, among `--fill` (100,000) others; then its transformed copies (turned,
 * cropped, recompressed, scaled, photographed off a screen, as a PDF of the photo) must be found, and
 * other receipts, including "another purchase at the same store" (its header and footer around
 * another receipt's lines), must not. The picture signals alone count for every receipt; with
 * `--content N`, every Nth receipt and those of its copies the picture does not find (all of them with
 * `--content-all`) are also read by the local engine (slow: OCR), and their recall with both signals, as
 * the extractor decides, is printed beside. Prints recall (with `--content 1`, as the service answers:
 * picture or content; else the picture's alone), false-positive rate, lookup p95.
 */
const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const options = (name: string): string[] =>
  process.argv.flatMap((arg, i) => (arg === name && process.argv[i + 1] ? [process.argv[i + 1] as string] : []));

type Transform = (bytes: Buffer) => Promise<Buffer>;

/** The picture's size once turned upright by its EXIF orientation, as the transforms see it. */
const size = async (bytes: Buffer) => {
  const { autoOrient } = await sharp(bytes).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
};
const jpeg = (image: sharp.Sharp, quality = 85) => image.jpeg({ quality }).toBuffer();

const pdfOf = async (photo: Buffer): Promise<Buffer> => {
  const { width, height } = await size(photo);
  const doc = new PDFDocument({ size: [width * 0.5, height * 0.5], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.image(photo, 0, 0, { width: width * 0.5, height: height * 0.5 });
  doc.end();
  await done;
  return Buffer.concat(chunks);
};

const TRANSFORMS: Record<string, Transform> = {
  'turned 90°': (b) => jpeg(sharp(b).rotate().rotate(90)),
  'turned 180°': (b) => jpeg(sharp(b).rotate().rotate(180)),
  // Half of each blank margin (as sharp's trim finds it), at most 5 % of the side: the print is kept.
  'margins cropped': async (b) => {
    const upright = await sharp(b).rotate().toBuffer();
    const { width, height } = await size(upright);
    const { info } = await sharp(upright).trim({ threshold: 40 }).toBuffer({ resolveWithObject: true });
    const offsetLeft = -(info.trimOffsetLeft ?? 0);
    const offsetTop = -(info.trimOffsetTop ?? 0);
    const half = (blank: number, side: number) => Math.min(Math.round(Math.max(0, blank) / 2), Math.round(side * 0.05));
    const left = half(offsetLeft, width);
    const top = half(offsetTop, height);
    const right = half(width - info.width - offsetLeft, width);
    const bottom = half(height - info.height - offsetTop, height);
    return jpeg(sharp(upright).extract({ left, top, width: width - left - right, height: height - top - bottom }));
  },
  'recompressed q40': (b) => jpeg(sharp(b).rotate(), 40),
  'scaled 45 %': async (b) =>
    jpeg(
      sharp(b)
        .rotate()
        .resize(Math.round((await size(b)).width * 0.45)),
      80,
    ),
  'photo of a screen': async (b) => {
    const { width, height } = await size(b);
    const inner = await sharp(b)
      .rotate()
      .resize(Math.round(width * 0.8), Math.round(height * 0.8), { fit: 'fill' })
      .linear(0.8, 25)
      .toBuffer();
    const framed = await sharp({ create: { width, height, channels: 3, background: { r: 28, g: 28, b: 34 } } })
      .composite([{ input: inner, left: Math.round(width * 0.1), top: Math.round(height * 0.1) }])
      .png()
      .toBuffer();
    return jpeg(sharp(framed).rotate(1, { background: '#1c1c22' }).blur(0.8), 70);
  },
  'PDF of the photo': (b) => sharp(b).rotate().jpeg({ quality: 85 }).toBuffer().then(pdfOf),
};

/** Another purchase at the same store: this receipt's header and footer around another receipt's lines. */
const samePlaceOtherPurchase = async (receipt: Buffer, other: Buffer): Promise<Buffer> => {
  const { width, height } = await size(receipt);
  const head = Math.round(height * 0.3);
  const foot = Math.round(height * 0.2);
  const middle = height - head - foot;
  const lines = await sharp(other)
    .rotate()
    .resize(width, middle * 3, { fit: 'fill' })
    .extract({ left: 0, top: middle, width, height: middle })
    .toBuffer();
  const base = await sharp(receipt).rotate().toBuffer();
  return jpeg(sharp(base).composite([{ input: lines, left: 0, top: head }]));
};

const NOTHING_READ: ReceiptContent = {
  vendor: null,
  amount: null,
  transactionDate: null,
  cardLast4: null,
  itemPrices: [],
};
const kindOf = (bytes: Buffer) => (bytes.subarray(0, 4).toString('latin1') === '%PDF' ? 'pdf' : 'jpeg');

/** A receipt's fingerprint, and its pages turned back by a degree (what its own lookup asks with). */
type Read = Readonly<{ print: ReceiptFingerprint; tilted: PageHash[] }>;

const fingerprint = async (bytes: Buffer, content: ReceiptContent = NOTHING_READ): Promise<Read> => {
  const { pages, tilted } = await readDocument(bytes, kindOf(bytes));
  return { print: { ...fingerprintOf([], content, null), pages }, tilted };
};

/** What the extractor reads on the receipt (a copy it cannot read says nothing). */
const contentOf = async (engine: ExtractionEngine, bytes: Buffer): Promise<ReceiptContent> => {
  const request = {
    fileUrl: 'file://bench',
    fileName: 'receipt',
    fileType: null,
    categorizeItems: false,
    programKey: null,
    studentCandidates: [],
    fastMode: false,
  };
  try {
    const { result } = await engine.extract({ bytes, kind: kindOf(bytes), request, now: new Date() });
    return receiptContentOf(result);
  } catch {
    return NOTHING_READ;
  }
};

const randomHash = (): string => Array.from({ length: 16 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

const percentile = (values: readonly number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
};

const main = async (): Promise<number> => {
  const folders = options('--data');
  const data = folders.length > 0 ? folders : ['../shared/data/receipts-us', '../shared/data/receipts/img'];
  const every = Number(option('--every') ?? '1');
  const fill = Number(option('--fill') ?? '100000');
  const contentEvery = Number(option('--content') ?? '0');
  const readAll = process.argv.includes('--content-all');
  // The lookup as it was before pages were also asked turned back by a degree, for a before/after.
  const withTilts = !process.argv.includes('--no-tilt');
  // One JSON line per reading by the engine (what it read on each original and copy), for study of the
  // content rules; a run stopped part way and started again with the same file takes its readings from it.
  const dumpTo = option('--dump');
  const dumped = new Map<string, ReceiptContent>();
  if (dumpTo !== undefined && existsSync(dumpTo))
    for (const line of readFileSync(dumpTo, 'utf8').split('\n').filter(Boolean)) {
      const { file, copy, content } = JSON.parse(line) as { file: string; copy: string; content: ReceiptContent };
      dumped.set(`${file}|${copy}`, content);
    }
  else if (dumpTo !== undefined) writeFileSync(dumpTo, '');
  const dump = (line: { file: string; copy: string; content: ReceiptContent; picture?: boolean; either?: boolean }) => {
    if (dumpTo !== undefined && !dumped.has(`${line.file}|${line.copy}`))
      appendFileSync(dumpTo, `${JSON.stringify(line)}\n`);
  };
  const reading = async (reader: ExtractionEngine, bytes: Buffer, file: string, copy: string) =>
    dumped.get(`${path.basename(file)}|${copy}`) ?? (await contentOf(reader, bytes));
  const started = performance.now();
  const progress = (text: string) => console.log(`  [${((performance.now() - started) / 1000).toFixed(0)} s] ${text}`);
  const files = data
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => /\.jpe?g$/i.test(name))
        .sort()
        .map((name) => path.join(folder, name)),
    )
    .filter((_, i) => i % every === 0);
  const config = loadConfig(process.env);
  // A database of its own per run: runs side by side (two worktrees) would otherwise drop each other's.
  const mongo = connectMongo(config.mongo.url, `${config.mongo.database}_bench_duplicates_${process.pid}`);
  const store = new MongoFingerprintsStore(mongo.db);
  const engine =
    contentEvery > 0
      ? createExtractionEngine(config, standardProgramResolver(loadStandardRuleSets(rulesDir)), 'local')
      : null;
  const read = (i: number) => (engine !== null && i % contentEvery === 0 ? engine : null);
  const tenantId = 'bench-tenant';
  try {
    await mongo.db.dropDatabase();
    await store.ensureIndexes();
    console.log(`${files.length} receipts; filling the tenant with ${fill} other fingerprints…`);
    const filler = (i: number): FingerprintEntry => {
      const print: ReceiptFingerprint = {
        pages: [{ hash: randomHash(), turned: randomHash() }],
        contentKey: null,
        fileSha256: null,
      };
      return {
        jobId: `fill-${i}`,
        tenantId,
        completedAt: '2026-01-01T00:00:00.000Z',
        fingerprint: print,
        keys: storedKeys(print),
        possibleDuplicate: null,
        alterationSignals: [],
      };
    };
    await store.load(Array.from({ length: fill }, (_, i) => filler(i)));
    // The other tenant holds the same receipts: a lookup must never answer from it.
    const originals = await Promise.all(files.map(async (file) => ({ file, bytes: await readFile(file) })));
    const prints = new Map<string, Read>();
    for (const [i, { file, bytes }] of originals.entries()) {
      const reader = read(i);
      const content = reader === null ? NOTHING_READ : await reading(reader, bytes, file, 'original');
      if (reader !== null) dump({ file: path.basename(file), copy: 'original', content });
      prints.set(file, await fingerprint(bytes, content));
      if (reader !== null && i % 10 === 0) progress(`${i + 1}/${originals.length} originals read`);
    }
    const entry = (file: string, tenant: string): FingerprintEntry => {
      const { print } = prints.get(file)!;
      return {
        jobId: `${tenant}:${file}`,
        tenantId: tenant,
        completedAt: '2026-02-01T00:00:00.000Z',
        fingerprint: print,
        keys: storedKeys(print),
        possibleDuplicate: null,
        alterationSignals: [],
      };
    };
    progress('originals fingerprinted; storing them');
    await store.save(originals.map(({ file }) => entry(file, tenantId)));
    await store.save(originals.map(({ file }) => entry(file, 'other-tenant')));

    const lookups: number[] = [];
    const lookup = async ({ print, tilted: turnedBack }: Read) => {
      const tilted = withTilts ? turnedBack : [];
      const started = performance.now();
      // As the extractor asks a file it has not seen (every copy here is a new file): all keys, then the candidates.
      const answer = await lookUpDuplicate(store, tenantId, print, tilted);
      lookups.push(performance.now() - started);
      return answer;
    };

    const found: Record<string, [number, number]> = {};
    // Of the receipts read (--content): found by the picture alone, and by the picture or the content.
    const foundRead: Record<string, [number, number, number]> = {};
    for (const [i, { file, bytes }] of originals.entries()) {
      if (i % 10 === 0 || engine !== null) progress(`copies of ${i + 1}/${originals.length}`);
      for (const [name, transform] of Object.entries(TRANSFORMS)) {
        const copy = await transform(bytes);
        const isOriginal = (answer: Awaited<ReturnType<typeof lookup>>) =>
          answer?.matches.some((match) => match.jobId === `${tenantId}:${file}`) ?? false;
        const hit = isOriginal(await lookup(await fingerprint(copy)));
        const [hits, total] = found[name] ?? [0, 0];
        found[name] = [hits + (hit ? 1 : 0), total + 1];
        const reader = read(i);
        if (reader === null) continue;
        // A copy its picture already finds is found with both signals too: read only with --content-all.
        let either = hit;
        if (!hit || readAll) {
          const content = await reading(reader, copy, file, name);
          either = isOriginal(await lookup(await fingerprint(copy, content)));
          dump({ file: path.basename(file), copy: name, content, picture: hit, either });
        }
        const [pictureHits, eitherHits, readTotal] = foundRead[name] ?? [0, 0, 0];
        foundRead[name] = [pictureHits + (hit ? 1 : 0), eitherHits + (either ? 1 : 0), readTotal + 1];
      }
    }
    // Distinct receipts: each original against the others (its own entry left out), and another purchase at its store.
    let falsePositives = 0;
    let distinct = 0;
    const wrongly: string[] = [];
    for (const [i, { file, bytes }] of originals.entries()) {
      const others = originals.filter((o) => o.file !== file);
      const own = (await lookup(prints.get(file)!))?.matches.filter((m) => m.jobId !== `${tenantId}:${file}`) ?? [];
      distinct += others.length + fill;
      falsePositives += own.length;
      if (own.length > 0) wrongly.push(`${path.basename(file)} ~ ${own.map((m) => path.basename(m.jobId)).join(', ')}`);
      const other = originals[(i + 1) % originals.length]!;
      const samePlace = await lookup(await fingerprint(await samePlaceOtherPurchase(bytes, other.bytes)));
      distinct += 1;
      if (samePlace?.matches.some((m) => m.jobId === `${tenantId}:${file}`)) {
        falsePositives += 1;
        wrongly.push(`${path.basename(file)}: another purchase at the same store`);
      }
    }
    let hits = 0;
    let total = 0;
    console.log('\ntransformed copies found (picture signal):');
    for (const [name, [h, t]] of Object.entries(found)) {
      console.log(`  ${name.padEnd(20)} ${h}/${t}  ${((100 * h) / t).toFixed(1)} %`);
      hits += h;
      total += t;
    }
    // With every receipt read (--content 1) the headline is what the service answers, which has both
    // signals; otherwise it is the picture's alone, a floor.
    let headline = { hits, total, signals: 'picture alone' };
    if (engine !== null) {
      console.log(
        `\nof the ${foundRead['turned 90°']?.[2] ?? 0} receipts read (--content ${contentEvery}): picture alone → picture or content:`,
      );
      let [pictureAll, eitherAll, readAll] = [0, 0, 0];
      for (const [name, [p, e, t]] of Object.entries(foundRead)) {
        console.log(`  ${name.padEnd(20)} ${p}/${t} → ${e}/${t}  ${((100 * e) / t).toFixed(1)} %`);
        [pictureAll, eitherAll, readAll] = [pictureAll + p, eitherAll + e, readAll + t];
      }
      console.log(
        `  ${'all'.padEnd(20)} ${pictureAll}/${readAll} (${((100 * pictureAll) / readAll).toFixed(1)} %) → ${eitherAll}/${readAll} (${((100 * eitherAll) / readAll).toFixed(1)} %)`,
      );
      if (contentEvery === 1) headline = { hits: eitherAll, total: readAll, signals: 'picture or content' };
    }
    const recall = headline.hits / headline.total;
    // Each query compared with every other receipt (and the filler): a match with any of them is a false positive.
    const queries = originals.length * 2;
    const fpPerQuery = falsePositives / queries;
    console.log(
      `\nrecall on transformed copies (${headline.signals}): ${(100 * recall).toFixed(1)} % (${headline.hits}/${headline.total}; target ≥ 95 %)`,
    );
    console.log(
      `false positives on distinct receipts: ${falsePositives} in ${queries} queries (${(100 * fpPerQuery).toFixed(2)} % of queries; ` +
        `${((100 * falsePositives) / distinct).toExponential(2)} % of ${distinct} pairs; target ≤ 0.5 %)`,
    );
    for (const line of wrongly.slice(0, 20)) console.log(`  ${line}`);
    console.log(
      `lookup at ${fill + originals.length} fingerprints in the tenant: p50 ${percentile(lookups, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(lookups, 0.95).toFixed(1)} ms (${lookups.length} lookups; target ≤ 20 ms)`,
    );
    return recall >= 0.95 && fpPerQuery <= 0.005 && percentile(lookups, 0.95) <= 20 ? 0 : 1;
  } finally {
    await mongo.db.dropDatabase().catch(() => undefined);
    await mongo.close();
  }
};

runMain(main);
