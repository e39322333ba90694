import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-pixels';
import { openImage } from './open-image';

const HEIC = join(__dirname, '../../test/fixtures/receipts/heic/cash-receipt.heic');

/** A small JPEG whose header claims `side` × `side` pixels: a few hundred bytes that would decode to gigabytes. */
const jpegClaiming = async (side: number): Promise<Buffer> => {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  const frame = [0xc0, 0xc1, 0xc2].map((marker) => jpeg.indexOf(Buffer.from([0xff, marker]))).find((at) => at >= 0)!;
  // SOFn: marker (2), length (2), precision (1), height (2), width (2).
  jpeg.writeUInt16BE(side, frame + 5);
  jpeg.writeUInt16BE(side, frame + 7);
  return jpeg;
};

/** The HEIC fixture with every image-size box (`ispe`) claiming `side` × `side`. */
const heicClaiming = (side: number): Buffer => {
  const heic = Buffer.from(readFileSync(HEIC));
  let boxes = 0;
  for (let at = heic.indexOf('ispe'); at >= 0; at = heic.indexOf('ispe', at + 4), boxes++) {
    // ispe: type (4), version and flags (4), width (4), height (4).
    heic.writeUInt32BE(side, at + 8);
    heic.writeUInt32BE(side, at + 12);
  }
  expect(boxes).toBeGreaterThan(0);
  return heic;
};

describe('openImage', () => {
  it('opens a picture of ordinary size', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const { width, height } = await (await openImage(png, 'png')).image.metadata();
    expect([width, height]).toEqual([300, 200]);
  });

  it('refuses a JPEG whose header claims more pixels than are read, as FILE_TOO_LARGE with its size', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    await expect(openImage(await jpegClaiming(side), 'jpeg')).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: `the JPEG image is ${side} × ${side} pixels; at most 80 million are read`,
    });
  });

  it('refuses such a HEIC before decoding it', async () => {
    await expect(openImage(heicClaiming(30_000), 'heic')).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'the HEIC image is 30000 × 30000 pixels; at most 80 million are read',
    });
  });

  it('decodes the same HEIC as it is', async () => {
    const { width, height } = await (await openImage(readFileSync(HEIC), 'heic')).image.metadata();
    expect(width * height).toBeGreaterThan(0);
    expect(width * height).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
  });

  it('answers FILE_UNREADABLE for bytes that are no picture', async () => {
    await expect(openImage(Buffer.from('not a picture at all'), 'png')).rejects.toMatchObject({
      code: 'FILE_UNREADABLE',
    });
  });
});
