import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appFailure } from '../../../test/support/app-failure';
import { detectFileType } from '../../../common/files';
import { receiptFixtures } from '../../../test/fixtures/receipts/generate';
import { LocalExtractionEngine } from '../engine';
import { readReceipt, type ReadInput } from './receipt-reader';
import { ThreadPoolReader, type ThreadPoolOptions } from './thread-pool-reader';
import { receiptRequest } from '../../../domain/jobs/job-fixtures.spec';

// A thread loads the engine (pdf.js) on its first read: seconds on a busy two-core machine.
jest.setTimeout(120_000);

const request = receiptRequest('https://files.example/receipt.pdf');
const NOW = new Date('2026-12-31T00:00:00Z');
const inputOf = (bytes: Buffer): ReadInput => ({
  bytes,
  kind: detectFileType(bytes)!,
  request,
  now: NOW,
  tenantId: 't1',
});

/** The reader threads run the built script (dist/), which `npm test` builds before the integration tests. */
describe('ThreadPoolReader', () => {
  let started: ThreadPoolReader | null = null;
  const start = (options: ThreadPoolOptions): ThreadPoolReader => (started = new ThreadPoolReader(options));
  afterEach(async () => {
    await started?.close();
    started = null;
  });

  it('reads receipts in its threads exactly as they are read in this one, several at once', async () => {
    const pool = start({ threads: 2, maxPages: 50 });
    const files = await Promise.all(
      receiptFixtures()
        .slice(0, 4)
        .map((fixture) => fixture.render()),
    );
    const engine = new LocalExtractionEngine({ maxPages: 50 });
    try {
      const here = [];
      for (const bytes of files) here.push(await readReceipt(engine, inputOf(bytes)));
      const there = await Promise.all(files.map((bytes) => pool.read(inputOf(bytes))));
      // pdf.js names a font after how many documents its thread has opened ("g_d3_f1"): the same font.
      const sameFonts = (readings: unknown) => JSON.parse(JSON.stringify(readings).replace(/"g_d\d+_/g, '"g_d_'));
      expect(sameFonts(there)).toEqual(sameFonts(here));
      expect(there[0]!.output.result.amount).not.toBeNull();
      expect(there[0]!.document.pages.length).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  });

  it("answers a file it cannot read with the engine's own error: its code, and not worth trying again", async () => {
    const pool = start({ threads: 1, maxPages: 50 });
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x41)]);
    const error = await appFailure(pool.read(inputOf(broken)));
    expect({ code: error.code, retriable: error.retriable }).toEqual({ code: 'FILE_UNREADABLE', retriable: false });
  });

  it('fails the reads of a thread that dies as worth trying again, and stops starting one that cannot start', async () => {
    // A thread script that dies on the first receipt it is sent, as a native crash would end it.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'reader-thread-'));
    try {
      const dying = path.join(dir, 'dying-thread.js');
      writeFileSync(dying, "require('node:worker_threads').parentPort.on('message', () => process.exit(3));\n");
      const lost: Error[] = [];
      const pool = start({ threads: 1, maxPages: 50, script: dying, onThreadLost: (error) => lost.push(error) });
      const bytes = await receiptFixtures()[0]!.render();
      const error = await appFailure(pool.read(inputOf(bytes)));
      expect({ code: error.code, retriable: error.retriable }).toEqual({ code: 'INTERNAL', retriable: true });
      expect(lost.map((e) => e.message)).toEqual(['the reader thread exited with code 3']);
      // A new thread takes the next read; this script kills each in turn, before any answer.
      await expect(pool.read(inputOf(bytes))).rejects.toThrow(/reader thread stopped/);
      await expect(pool.read(inputOf(bytes))).rejects.toThrow(/reader thread stopped/);
      expect(lost).toHaveLength(3);
      await expect(pool.read(inputOf(bytes))).rejects.toThrow(/no receipt reader thread could start/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('will not start without its thread script', () => {
    expect(() => start({ threads: 1, maxPages: 50, script: path.join(os.tmpdir(), 'no-such-thread.js') })).toThrow(
      /is missing: run npm run build/,
    );
  });

  it('refuses new reads once closing, as worth trying again elsewhere', async () => {
    const pool = start({ threads: 1, maxPages: 50 });
    await pool.close();
    const error = await appFailure(pool.read(inputOf(await receiptFixtures()[0]!.render())));
    expect(error.retriable).toBe(true);
  });
});
