import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../common/paths';
import { parseSubmitArgs } from '../../cli/submit/parse-submit-args';
import { toCsv } from '../../cli/submit/result-rows';
import { runSubmit } from '../../cli/submit/run-submit';
import { ifStarted } from '../support/if-started';
import { startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';

const FIXTURES = path.join(repoRoot, 'test/fixtures/receipts/pdf');
const RECEIPTS = ['card-receipt', 'cash-receipt', 'curriculum-publisher-invoice', 'store-order-01', 'store-order-02'];

/** Parses the CLI's CSV (RFC 4180, no quoted line breaks in these rows). */
const parseCsv = (text: string): Record<string, string>[] => {
  const [header, ...lines] = text.trimEnd().split('\r\n');
  const cells = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .slice(0, -1)
      .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!));
  const columns = cells(header!);
  return lines.map((line) => Object.fromEntries(cells(line).map((cell, index) => [columns[index], cell])));
};

/**
 * `npm run submit` on a folder of development receipts against the whole system: one batch, progress
 * on the way, one CSV row per file whose totals are the labels', and an unreadable file reported on
 * its own row while the others are processed.
 */
describe('npm run submit', () => {
  let system: TestSystem;
  let folder = '';

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'submit-cli-'));
    mkdirSync(path.join(folder, 'receipts'));
    for (const name of RECEIPTS)
      copyFileSync(path.join(FIXTURES, `${name}.pdf`), path.join(folder, 'receipts', `${name}.pdf`));
    // A file the CLI cannot read (a dangling link: root reads any file whatever its mode).
    symlinkSync(path.join(folder, 'gone.pdf'), path.join(folder, 'receipts', 'lost-receipt.pdf'));
    system = await startTestSystem(testConfig(), ['gateway', 'projections', 'extractor', 'batch-coordinator']);
  }, 120_000);

  afterAll(async () => {
    await ifStarted(system)?.teardown();
    if (folder !== '') rmSync(folder, { recursive: true, force: true });
  });

  it('writes one row per receipt with the labelled totals, shows progress, and reports the unreadable file alone', async () => {
    const apiKey = await system.newTenant('submit_cli', { scopes: ['batches', 'jobs:read'] });
    const lines: string[] = [];
    let clock = 0;
    const rows = await runSubmit(
      parseSubmitArgs([path.join(folder, 'receipts'), '--api-url', system.url], { RECEIPT_AUDIT_API_KEY: apiKey }),
      {
        status: (line) => lines.push(line),
        now: () => (clock += 1_000),
      },
    );
    const csv = parseCsv(toCsv(rows));
    expect(csv.map((row) => path.basename(row.file!))).toEqual(
      [...RECEIPTS.map((name) => `${name}.pdf`), 'lost-receipt.pdf'].sort(),
    );

    const lost = csv.find((row) => row.file!.endsWith('lost-receipt.pdf'))!;
    expect(lost).toMatchObject({ status: 'unreadable', total: '' });
    expect(lost.error).toMatch(/cannot read the file: ENOENT/);
    expect(lines.some((line) => /cannot read .*lost-receipt\.pdf/.test(line))).toBe(true);

    const labelled = csv.filter((row) => row !== lost);
    expect(labelled.every((row) => row.status === 'completed')).toBe(true);
    const labels = new Map(
      RECEIPTS.map((name) => [
        `${name}.pdf`,
        (JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as { amount: number }).amount,
      ]),
    );
    // The engine may miss a total; it must never put one receipt's total on another's row.
    const right = labelled.filter((row) => Number(row.total) === labels.get(path.basename(row.file!)));
    expect(right.length).toBeGreaterThanOrEqual(Math.ceil(labelled.length * 0.6));
    for (const row of labelled) {
      const own = labels.get(path.basename(row.file!));
      const others = [...labels.values()].filter((amount) => amount !== own);
      expect(others).not.toContain(Number(row.total));
    }
    expect(labelled.every((row) => row.vendor !== '' && Number(row.confidence) > 0)).toBe(true);
    expect(lines.some((line) => /^\[#+\] 5\/5 done \(5 ok, 0 failed/.test(line))).toBe(true);
  });
});
