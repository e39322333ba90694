import { hammingDistance } from './hamming';
import { NEAR_IMAGE_BITS } from './match';
import { pageHash, type GrayPicture } from './page-hash';

/** A receipt-like page: white paper, margins, rows of dark "words" whose lengths come from the seed. */
const receipt = (seed: number, width = 200, height = 420, margin = 20): GrayPicture => {
  const pixels = new Uint8Array(width * height).fill(245);
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let row = margin; row < height - margin - 8; row += 14) {
    let x = margin;
    const end = margin + Math.floor(next() * (width - 2 * margin));
    while (x < end) {
      const word = 6 + Math.floor(next() * 30);
      for (let y = row; y < row + 8; y++)
        for (let dx = 0; dx < word && x + dx < width - margin; dx++) pixels[y * width + x + dx] = 30;
      x += word + 6;
    }
  }
  return { width, height, pixels };
};

const turnQuarter = (p: GrayPicture): GrayPicture => {
  const pixels = new Uint8Array(p.width * p.height);
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) pixels[x * p.height + (p.height - 1 - y)] = p.pixels[y * p.width + x] ?? 0;
  return { width: p.height, height: p.width, pixels };
};
const turnHalf = (p: GrayPicture): GrayPicture => ({ ...p, pixels: Uint8Array.from(p.pixels).reverse() });
const crop = (p: GrayPicture, left: number, top: number, right: number, bottom: number): GrayPicture => {
  const width = p.width - left - right;
  const height = p.height - top - bottom;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = p.pixels[(y + top) * p.width + x + left] ?? 0;
  return { width, height, pixels };
};
/** Halved by 2×2 averages, as a picture program shrinks it. */
const halve = (p: GrayPicture): GrayPicture => {
  const width = Math.floor(p.width / 2);
  const height = Math.floor(p.height / 2);
  const pixels = new Uint8Array(width * height);
  const at = (x: number, y: number) => p.pixels[y * p.width + x] ?? 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = Math.round(
        (at(2 * x, 2 * y) + at(2 * x + 1, 2 * y) + at(2 * x, 2 * y + 1) + at(2 * x + 1, 2 * y + 1)) / 4,
      );
  return { width, height, pixels };
};
const scale = (p: GrayPicture, factor: number): GrayPicture => {
  const width = Math.round(p.width * factor);
  const height = Math.round(p.height * factor);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = p.pixels[Math.floor(y / factor) * p.width + Math.floor(x / factor)] ?? 0;
  return { width, height, pixels };
};
/** On a dark frame, dimmer and with less contrast: a photo of the page on a screen, roughly. */
const onScreen = (p: GrayPicture): GrayPicture => {
  const border = 30;
  const width = p.width + 2 * border;
  const height = p.height + 2 * border;
  const pixels = new Uint8Array(width * height).fill(25);
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++)
      pixels[(y + border) * width + x + border] = 40 + Math.round((p.pixels[y * p.width + x] ?? 0) * 0.7);
  return { width, height, pixels };
};

const distance = (a: GrayPicture, b: GrayPicture): number => {
  const first = pageHash(a);
  const second = pageHash(b);
  return Math.min(hammingDistance(first.hash, second.hash), hammingDistance(first.turned, second.hash));
};

describe('pageHash', () => {
  const original = receipt(7);

  it('gives the same hash for the same picture', () => {
    expect(pageHash(original)).toEqual(pageHash(receipt(7)));
    expect(pageHash(original).hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('finds the same receipt turned a quarter or a half turn', () => {
    expect(distance(original, turnQuarter(original))).toBeLessThanOrEqual(4);
    expect(distance(original, turnHalf(original))).toBeLessThanOrEqual(4);
    expect(distance(original, turnQuarter(turnQuarter(turnQuarter(original))))).toBeLessThanOrEqual(4);
  });

  it('finds it with its margins cropped, scaled, or on a screen', () => {
    expect(distance(original, crop(original, 12, 15, 8, 10))).toBeLessThanOrEqual(NEAR_IMAGE_BITS);
    expect(distance(original, halve(original))).toBeLessThanOrEqual(NEAR_IMAGE_BITS);
    expect(distance(original, scale(original, 2))).toBeLessThanOrEqual(NEAR_IMAGE_BITS);
    expect(distance(original, onScreen(original))).toBeLessThanOrEqual(NEAR_IMAGE_BITS);
  });

  it('keeps different receipts apart', () => {
    const others = [11, 23, 42, 99, 1234].map((seed) => receipt(seed));
    for (const other of others) expect(distance(original, other)).toBeGreaterThan(NEAR_IMAGE_BITS);
  });

  it('reads a blank page without failing', () => {
    const blank = { width: 50, height: 80, pixels: new Uint8Array(50 * 80).fill(255) };
    expect(pageHash(blank).hash).toHaveLength(16);
  });
});
