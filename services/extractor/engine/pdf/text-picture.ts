import type { ContentBox, GrayPicture } from '../../../../domain/duplicates';
import type { PdfTextItem, PdfViewport } from './text-items';

/**
 * How a character is drawn: a block across the middle of its share of the run (a glyph's ink is
 * narrower than its advance), from the baseline up to the height of a capital, half dark (a glyph
 * covers about half of that block). At 256 px on a page's long side a line of text is a few pixels
 * high, so the hash sees much the same picture as of the glyphs themselves.
 */
const INK = 0.5;
const INK_WIDTH = 0.8;
const CAP_HEIGHT = 0.7;

/**
 * The file draws at least one picture (an image object, a logo, a scan, a photo): a page of it is not
 * its text alone. Image objects are streams, which a PDF never keeps inside compressed object
 * streams, so their dictionaries are plain in the file's bytes.
 */
export const holdsImage = (bytes: Buffer): boolean => /\/Subtype\s*\/Image\b/.test(bytes.toString('latin1'));

/**
 * A page drawn from its text layer, and where its print is: the box the hash reads, which a rendered
 * page or a photo must search for in its pixels (`contentBox`), known here from the text itself.
 */
export type TextPicture = GrayPicture & Readonly<{ printBox: ContentBox }>;

/** The print's extent as `contentBox` takes it: from the 1st to the 99th percentile of the ink, each way. */
const INK_QUANTILE = 0.01;

const inkQuantile = (mass: Float64Array, total: number, q: number): number => {
  let seen = 0;
  for (let i = 0; i < mass.length; i++) {
    seen += mass[i] ?? 0;
    if (seen > q * total) return i;
  }
  return mass.length - 1;
};

/**
 * A page of text drawn from its text layer: each character a block of ink where the page prints it,
 * on white, `width`×`height` pixels in `viewport`'s coordinates. Far cheaper than pdf.js drawing each
 * glyph as a path, and the same for any file that sets the same text in the same places (the PDF
 * saved again, or printed to PDF again), whatever fonts it embeds or however it splits its runs.
 */
export const textPicture = (
  items: readonly PdfTextItem[],
  viewport: PdfViewport,
  width: number,
  height: number,
): TextPicture => {
  const dark = new Float32Array(width * height);
  // The rows and columns a block reached: outside them the page is paper, and nothing to work out.
  let inkedX0 = width;
  let inkedX1 = 0;
  let inkedY0 = height;
  let inkedY1 = 0;
  const fill = (x0: number, y0: number, x1: number, y1: number) => {
    const fromX = Math.max(0, Math.floor(x0));
    const toX = Math.min(width, Math.ceil(x1));
    const fromY = Math.max(0, Math.floor(y0));
    const toY = Math.min(height, Math.ceil(y1));
    if (fromX >= toX || fromY >= toY) return;
    inkedX0 = Math.min(inkedX0, fromX);
    inkedX1 = Math.max(inkedX1, toX);
    inkedY0 = Math.min(inkedY0, fromY);
    inkedY1 = Math.max(inkedY1, toY);
    for (let y = fromY; y < toY; y++) {
      const down = Math.min(y + 1, y1) - Math.max(y, y0);
      for (let x = fromX; x < toX; x++) {
        const across = Math.min(x + 1, x1) - Math.max(x, x0);
        // Partly covered pixels partly dark, as an anti-aliased rendering would have them.
        if (across > 0 && down > 0) dark[y * width + x] = (dark[y * width + x] ?? 0) + across * down * INK;
      }
    }
  };
  // A page has thousands of characters: each block's corners are mapped as pdf.js maps a point
  // (convertToViewportPoint), the same arithmetic in the same order, without an array per point.
  const [m0 = 1, m1 = 0, m2 = 0, m3 = 1, m4 = 0, m5 = 0] = viewport.transform;
  for (const item of items) {
    if (item.str.trim() === '' || item.height <= 0 || item.width <= 0) continue;
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
    // Along the run's baseline and up from it, in the page's units: a turned run is drawn turned.
    const alongNorm = Math.hypot(a, b) || 1;
    const upNorm = Math.hypot(c, d) || 1;
    const alongX = (a / alongNorm) * item.width;
    const alongY = (b / alongNorm) * item.width;
    const upX = (c / upNorm) * item.height * CAP_HEIGHT;
    const upY = (d / upNorm) * item.height * CAP_HEIGHT;
    // By UTF-16 unit: a character outside the basic plane is two blocks, which the hash cannot tell.
    const count = item.str.length;
    for (let i = 0; i < count; i++) {
      if (item.str[i]?.trim() === '') continue;
      const from = (i + (1 - INK_WIDTH) / 2) / count;
      const to = (i + (1 + INK_WIDTH) / 2) / count;
      const x0 = e + alongX * from;
      const y0 = f + alongY * from;
      const x1 = e + alongX * to;
      const y1 = f + alongY * to;
      let left = Infinity;
      let top = Infinity;
      let right = -Infinity;
      let bottom = -Infinity;
      const corner = (x: number, y: number) => {
        const px = x * m0 + y * m2 + m4;
        const py = x * m1 + y * m3 + m5;
        left = Math.min(left, px);
        right = Math.max(right, px);
        top = Math.min(top, py);
        bottom = Math.max(bottom, py);
      };
      corner(x0, y0);
      corner(x1, y1);
      corner(x0 + upX, y0 + upY);
      corner(x1 + upX, y1 + upY);
      fill(left, top, right, bottom);
    }
  }
  // Most of a page is paper: white, and nothing to add to the ink's sums. Only inked pixels are worked
  // out, row by row as before, so the sums come out the same to the last bit.
  const pixels = new Uint8Array(width * height).fill(255);
  const columns = new Float64Array(width);
  const rows = new Float64Array(height);
  let total = 0;
  for (let y = inkedY0; y < inkedY1; y++)
    for (let x = inkedX0; x < inkedX1; x++) {
      const covered = dark[y * width + x] ?? 0;
      if (covered === 0) continue;
      const ink = Math.min(1, covered);
      pixels[y * width + x] = Math.round(255 * (1 - ink));
      columns[x] = (columns[x] ?? 0) + ink;
      rows[y] = (rows[y] ?? 0) + ink;
      total += ink;
    }
  const printBox =
    total === 0
      ? { x0: 0, y0: 0, x1: width, y1: height }
      : {
          x0: inkQuantile(columns, total, INK_QUANTILE),
          x1: inkQuantile(columns, total, 1 - INK_QUANTILE) + 1,
          y0: inkQuantile(rows, total, INK_QUANTILE),
          y1: inkQuantile(rows, total, 1 - INK_QUANTILE) + 1,
        };
  return { width, height, pixels, printBox };
};
