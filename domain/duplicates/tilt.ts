import { pageHash, type GrayPicture, type PageHash } from './page-hash';

/**
 * Degrees a new receipt's pages are also hashed turned by. A photo held a little askew (a photo of a
 * screen above all) moves the DCT's low frequencies more than recompression or scaling does; turning the
 * new picture back by a degree either way meets such a copy without storing more per receipt.
 */
export const TILTS: readonly number[] = [-1, 1];

/**
 * The picture turned about its centre by `degrees` (bilinear), the same size; a point that falls
 * outside takes the nearest border pixel, so the surroundings stay what they were (no new dark
 * corners for the content box to take for print).
 */
export const tilted = (picture: GrayPicture, degrees: number): GrayPicture => {
  const { width, height, pixels } = picture;
  const angle = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const [cx, cy] = [width / 2, height / 2];
  const out = new Uint8Array(width * height);
  const at = (x: number, y: number): number => pixels[y * width + x] ?? 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [dx, dy] = [x - cx, y - cy];
      const sx = Math.min(width - 1, Math.max(0, cos * dx + sin * dy + cx));
      const sy = Math.min(height - 1, Math.max(0, -sin * dx + cos * dy + cy));
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [x1, y1] = [Math.min(width - 1, x0 + 1), Math.min(height - 1, y0 + 1)];
      const [fx, fy] = [sx - x0, sy - y0];
      const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
      const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  return { width, height, pixels: out };
};

/** The page's hashes turned by each of `TILTS`: asked with, never stored. */
export const tiltedHashes = (picture: GrayPicture): PageHash[] =>
  TILTS.map((degrees) => pageHash(tilted(picture, degrees)));
