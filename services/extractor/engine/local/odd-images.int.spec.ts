import sharp from 'sharp';
import { isAppError } from '../../../../common/errors';
import { detectFileType } from '../../../../common/files';
import { LocalExtractionEngine } from './local-engine';
import { receiptRequest } from '../../../../domain/jobs/job-fixtures.spec';

jest.setTimeout(5 * 60_000);

const engine = new LocalExtractionEngine({ maxPages: 5 });
afterAll(() => engine.close());

const request = receiptRequest('https://files.example/odd');
const outcome = async (bytes: Buffer) => {
  const kind = detectFileType(bytes);
  if (kind === null) throw new Error('the generated image was not recognised as an image');
  return engine.extract({ bytes, kind, request, now: new Date('2026-12-31T00:00:00Z') }).then(
    () => 'read',
    (error: unknown) => (isAppError(error) ? error.code : `crash: ${String(error)}`),
  );
};

const blank = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: { width, height, channels, background: channels === 4 ? { r: 255, g: 255, b: 255, alpha: 1 } : '#ffffff' },
  });

describe('local engine: odd images end in FILE_UNREADABLE, never a crash or a hang', () => {
  it.each([
    ['a 1 × 400 pixel PNG', () => blank(1, 400).png().toBuffer()],
    ['a 400 × 1 pixel JPEG', () => blank(400, 1).jpeg().toBuffer()],
    ['a CMYK JPEG with no text', () => blank(300, 400).toColourspace('cmyk').jpeg().toBuffer()],
    ['a 16-bit PNG with no text', () => blank(300, 400).toColourspace('rgb16').png().toBuffer()],
    [
      'an animated WebP with no text',
      () =>
        sharp(Buffer.concat([Buffer.alloc(200 * 200 * 4 * 3, 255)]), { raw: { width: 200, height: 600, channels: 4 } })
          .webp({ loop: 0 })
          .toBuffer(),
    ],
    ['a truncated PNG', async () => (await blank(600, 800).png().toBuffer()).subarray(0, 300)],
  ])('%s', async (_, make) => {
    expect(await outcome(await make())).toBe('FILE_UNREADABLE');
  });

  it('a PNG of 90 megapixels ends in FILE_TOO_LARGE: the parent can send a smaller one', async () => {
    expect(await outcome(await blank(10_000, 9_000).png({ compressionLevel: 1 }).toBuffer())).toBe('FILE_TOO_LARGE');
  });
});
