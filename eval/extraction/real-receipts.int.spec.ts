import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../common/paths';
import { LocalExtractionEngine } from '../../services/extractor/engine';
import { detectFileType } from '../../common/files';
import { findReceipts } from './find-receipts';
import { scoreFields, type FieldScores } from './score';

/**
 * Accuracy floors on a fixed subset of the shared real receipts (scanned till rolls and invoices).
 * A little below what the engine reaches (16 of 16 totals and dates with the layout field readers,
 * docs/extraction.md), so that a change that breaks
 * reading fails here; raise them when reading improves.
 */
const FLOORS = { total: 0.85, date: 0.85 } as const;
/** Every 4th receipt in name order: a fixed sample, not chosen by how well it reads. */
const EVERY = 4;

// CI checks the project out beside the shared folder, as on the development machine.
const DATA = join(repoRoot, '..', 'shared', 'data', 'receipts');
const NOW = new Date('2026-12-31T00:00:00Z');

jest.setTimeout(20 * 60_000);

describe('local engine on real receipts', () => {
  const engine = new LocalExtractionEngine({ maxPages: 10 });
  afterAll(() => engine.close());

  it(`reads the total and the date of a fixed sample at least as well as the floors (${FLOORS.total * 100} %, ${FLOORS.date * 100} %)`, async () => {
    const sample = findReceipts(DATA).receipts.filter((_, index) => index % EVERY === 0);
    expect(sample.length).toBeGreaterThanOrEqual(15);
    const scores: FieldScores[] = [];
    for (const receipt of sample) {
      const bytes = readFileSync(receipt.file);
      const request = {
        fileUrl: `file://${receipt.file}`,
        fileName: null,
        fileType: null,
        categorizeItems: false,
        programKey: null,
        studentCandidates: [],
        fastMode: false,
      };
      const result = await engine.extract({ bytes, kind: detectFileType(bytes)!, request, now: NOW }).then(
        (output) => output.result,
        () => null,
      );
      scores.push(scoreFields(receipt.label, result));
    }
    const share = (field: 'total' | 'date') => scores.filter((s) => s[field]).length / scores.length;
    expect(share('total')).toBeGreaterThanOrEqual(FLOORS.total);
    expect(share('date')).toBeGreaterThanOrEqual(FLOORS.date);
  });
});
