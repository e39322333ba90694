import { hammingDistance } from './hamming';
import { TILTED_IMAGE_BITS } from './match';
import { pageHash, type GrayPicture } from './page-hash';
import { tilted, tiltedHashes } from './tilt';

/** White paper on a dark desk, rows of dark "words" whose lengths come from the seed. */
const photo = (seed: number, width = 220, height = 300): GrayPicture => {
  const pixels = new Uint8Array(width * height).fill(35);
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let y = 20; y < height - 20; y++) for (let x = 30; x < width - 30; x++) pixels[y * width + x] = 240;
  for (let row = 35; row < height - 40; row += 12) {
    let x = 40;
    const end = 40 + Math.floor(next() * (width - 80));
    while (x < end) {
      const word = 5 + Math.floor(next() * 25);
      for (let y = row; y < row + 7; y++)
        for (let dx = 0; dx < word && x + dx < width - 40; dx++) pixels[y * width + x + dx] = 30;
      x += word + 5;
    }
  }
  return { width, height, pixels };
};

const closest = (hashes: readonly { hash: string; turned: string }[], original: string): number =>
  Math.min(...hashes.flatMap((page) => [hammingDistance(page.hash, original), hammingDistance(page.turned, original)]));

describe('tilted', () => {
  const original = photo(7);

  it('leaves a picture untouched at 0° and keeps its size', () => {
    expect(tilted(original, 0)).toEqual(original);
    const turned = tilted(original, 1);
    expect([turned.width, turned.height]).toEqual([original.width, original.height]);
  });

  it('turns a copy held askew back towards the original', () => {
    const askew = tilted(original, 1);
    const upright = closest([pageHash(askew)], pageHash(original).hash);
    const turnedBack = closest(tiltedHashes(askew), pageHash(original).hash);
    expect(turnedBack).toBeLessThan(upright);
    expect(turnedBack).toBeLessThanOrEqual(TILTED_IMAGE_BITS);
  });

  it('does not bring different receipts within the bound', () => {
    for (const seed of [11, 23, 42, 99, 1234])
      expect(closest(tiltedHashes(photo(seed)), pageHash(original).hash)).toBeGreaterThan(TILTED_IMAGE_BITS);
  });
});
