import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { rulesDir } from '../../../../common/paths';
import { loadStandardRuleSets } from '../../../../domain/audit';
import type { ReceiptExtractionRequest } from '../../../../domain/jobs';
import { appFailure } from '../../../../test/support/app-failure';
import { generateReceipts } from '../../../../test/fixtures/receipts/generate';
import type { ReceiptLabel } from '../../../../test/fixtures/receipts/label';
import { makeVariant, pageImage, type ImageVariant } from '../../../../test/fixtures/receipts/variants/image-variants';
import { HEIC_DIR } from '../../../../test/fixtures/receipts/variants/write-variants';
import { detectFileType } from '../../../../common/files';
import { CategorizingEngine, standardProgramResolver } from '../categorize';
import { LocalExtractionEngine } from './local-engine';
import { receiptRequest } from '../../../../domain/jobs/job-fixtures.spec';

// OCR of a letter page takes 1-3 s on two cores; rendering PDFs takes about as long; a shared machine is slower.
jest.setTimeout(180_000);

const NOW = new Date('2026-12-31T00:00:00Z');
const receipts = generateReceipts();
const receipt = (name: string) => receipts.find((r) => r.name === name)!;
// A thermal card slip (monospace, narrow) and a letter-size service invoice naming a student.
const SAMPLES = ['card-receipt', 'tutoring-invoice'] as const;
const VARIANTS: ImageVariant[] = ['png', 'jpeg', 'webp', 'scanned-pdf', 'rotated-90', 'rotated-180', 'photo'];

const requestFor = (label: ReceiptLabel, changes: Partial<ReceiptExtractionRequest> = {}): ReceiptExtractionRequest =>
  receiptRequest('https://files.example/receipt', { studentCandidates: label.student.candidates, ...changes });

const local = new LocalExtractionEngine({ maxPages: 50 });
const engine = new CategorizingEngine(local, standardProgramResolver(loadStandardRuleSets(rulesDir)));
const files = new Map<string, Buffer>();

const extract = (bytes: Buffer, label: ReceiptLabel, changes: Partial<ReceiptExtractionRequest> = {}) => {
  const kind = detectFileType(bytes);
  if (kind === null) throw new Error('fixture of unknown type');
  return engine.extract({ bytes, kind, request: requestFor(label, changes), now: NOW });
};

beforeAll(async () => {
  for (const name of SAMPLES) {
    const pdf = await receipt(name).pdf;
    const page = await pageImage(pdf);
    for (const variant of VARIANTS) files.set(`${name}.${variant}`, await makeVariant(variant, pdf, page));
  }
  files.set(
    'curriculum-publisher-invoice.scanned-pdf',
    await makeVariant('scanned-pdf', await receipt('curriculum-publisher-invoice').pdf),
  );
}, 300_000);
afterAll(() => engine.close());

describe('local engine: every accepted form reaches the parser', () => {
  const cases = SAMPLES.flatMap((name) => [
    ...VARIANTS.map((variant) => [name, variant] as const),
    [name, 'heic'] as const,
  ]);

  it.each(cases)('%s as %s: vendor, total and date come out as labelled', async (name, variant) => {
    const { label } = receipt(name);
    const bytes = variant === 'heic' ? readFileSync(join(HEIC_DIR, `${name}.heic`)) : files.get(`${name}.${variant}`)!;
    expect(detectFileType(bytes)).toBe(
      variant === 'scanned-pdf'
        ? 'pdf'
        : variant === 'heic'
          ? 'heic'
          : variant === 'jpeg' || variant === 'photo'
            ? 'jpeg'
            : variant === 'webp'
              ? 'webp'
              : 'png',
    );
    const { result, pages } = await extract(bytes, label);
    expect({ vendor: result.vendor, amount: result.amount, transactionDate: result.transactionDate }).toEqual({
      vendor: label.vendor,
      amount: label.amount,
      transactionDate: label.transactionDate,
    });
    expect(pages).toBe(1);
  });

  it('reads the student from an OCR’d image and matches the candidate', async () => {
    const { label } = receipt('tutoring-invoice');
    const { result } = await extract(files.get('tutoring-invoice.jpeg')!, label);
    expect(result.studentDetails.matchedChildId).toBe(label.student.matchedId);
  });

  it('OCRs every page of a multi-page scanned PDF', async () => {
    const { label } = receipt('curriculum-publisher-invoice');
    const { result, pages } = await extract(files.get('curriculum-publisher-invoice.scanned-pdf')!, label);
    expect(pages).toBe(2);
    // The total is printed on the second page.
    expect({ vendor: result.vendor, amount: result.amount, transactionDate: result.transactionDate }).toEqual({
      vendor: label.vendor,
      amount: label.amount,
      transactionDate: label.transactionDate,
    });
  });

  it('uses the text layer of a digital PDF: every labelled item comes out', async () => {
    const { label, pdf } = receipt('tutoring-invoice');
    const { result } = await extract(await pdf, label);
    expect(result.items.map(({ description, price, quantity }) => ({ description, price, quantity }))).toEqual(
      label.items.map(({ description, price, quantity }) => ({ description, price, quantity })),
    );
  });
});

describe('local engine: files it cannot read', () => {
  it('refuses a PDF over the page limit with FILE_TOO_LARGE, before reading it', async () => {
    const short = new LocalExtractionEngine({ maxPages: 1 });
    const { label, pdf } = receipt('curriculum-publisher-invoice');
    const error = await appFailure(
      short.extract({ bytes: await pdf, kind: 'pdf', request: requestFor(label), now: NOW }),
    );
    expect(error).toMatchObject({ code: 'FILE_TOO_LARGE', retriable: false });
    expect(error.message).toContain('2 pages');
    await short.close();
  });

  it('says FILE_UNREADABLE for a blank photo and for a truncated JPEG', async () => {
    const { label } = receipt('card-receipt');
    const blank = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(await appFailure(extract(blank, label))).toMatchObject({ code: 'FILE_UNREADABLE', retriable: false });
    const truncated = files.get('card-receipt.jpeg')!.subarray(0, 400);
    expect(await appFailure(extract(truncated, label))).toMatchObject({ code: 'FILE_UNREADABLE', retriable: false });
  });
});

describe('local engine: line-item categorization', () => {
  const { label, pdf } = receipt('tutoring-invoice');
  const withProgram = {
    ...label,
    student: {
      ...label.student,
      candidates: label.student.candidates.map((c) => ({ ...c, scholarshipProgram: 'FL_UA' })),
    },
  };

  it('categorizes every item against the matched student’s program when none is given', async () => {
    const { result } = await extract(await pdf, withProgram, { categorizeItems: true });
    expect(result.items.length).toBeGreaterThan(0);
    for (const item of result.items) {
      expect(item).toMatchObject({
        category: expect.any(String),
        type: expect.any(String),
        detail: expect.any(String),
        isEligible: expect.any(Boolean),
        justification: expect.stringContaining('FL_UA'),
        reason: expect.any(String),
        warnings: expect.any(Array),
      });
    }
    expect(
      result.items.some((item) => item.isEligible && /tutor/i.test(`${item.category} ${item.type} ${item.detail}`)),
    ).toBe(true);
  });

  it('uses the request’s program over the student’s, and FL_PEP when there is neither', async () => {
    const explicit = await extract(await pdf, withProgram, { categorizeItems: true, programKey: 'PEP' });
    expect(explicit.result.items[0]?.justification).toContain('FL_PEP');
    const fallback = await extract(await pdf, label, { categorizeItems: true });
    expect(fallback.result.items[0]?.justification).toContain('FL_PEP');
  });

  it('skips categorization in fastMode and when categorizeItems is false', async () => {
    for (const changes of [{ categorizeItems: true, fastMode: true }, { categorizeItems: false }]) {
      const { result } = await extract(await pdf, withProgram, changes);
      expect(result.items.every((item) => item.category === undefined && item.isEligible === undefined)).toBe(true);
    }
  });

  it('keeps the extraction and warns on each item when the program is unknown', async () => {
    const { result } = await extract(await pdf, label, { categorizeItems: true, programKey: 'NO_SUCH_PROGRAM' });
    expect(result.amount).toBe(label.amount);
    expect(result.items.every((item) => item.warnings?.some((w) => w.includes('NO_SUCH_PROGRAM')))).toBe(true);
  });
});
