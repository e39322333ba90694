import { pdfOfCompressedBlanks } from '../../test/fixtures/receipts/compressed-blanks';
import { checkInflatedSize } from './inflated-size';

const MB = 1024 * 1024;

describe('checkInflatedSize', () => {
  it('passes a PDF whose streams inflate within the limit', async () => {
    await expect(checkInflatedSize(await pdfOfCompressedBlanks('Total 12.00', 2), 3 * MB)).resolves.toBeUndefined();
  });

  it('refuses one whose streams inflate past it, as FILE_TOO_LARGE, without inflating the rest', async () => {
    const pdf = await pdfOfCompressedBlanks('Total 12.00', 64);
    expect(pdf.length).toBeLessThan(MB);
    await expect(checkInflatedSize(pdf, 3 * MB)).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: "the PDF's compressed streams hold more than 3 MiB once inflated; no more is read",
    });
  });

  it('counts every stream of the file against one limit', async () => {
    const two = Buffer.concat([await pdfOfCompressedBlanks('page one', 2), await pdfOfCompressedBlanks('page two', 2)]);
    await expect(checkInflatedSize(two, 3 * MB)).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('leaves a stream that is not zlib, or is damaged, to pdf.js', async () => {
    const pdf = await pdfOfCompressedBlanks('Total 12.00', 2);
    const damaged = Buffer.from(pdf);
    damaged.fill(0x41, damaged.indexOf('stream\n') + 10, damaged.indexOf('endstream') - 10);
    await expect(checkInflatedSize(damaged, 1 * MB)).resolves.toBeUndefined();
  });
});
