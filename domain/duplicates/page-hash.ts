/**
 * A perceptual hash of one page picture, robust to what happens to a receipt between two submissions:
 * a quarter or half turn, margins cropped, JPEG recompression, scaling, a photo of the page on a screen.
 *
 * 1. The content box: where the picture changes sharply (print against paper), its 1st to 99th
 *    percentile in each direction, so margins, a desk or a screen's frame around the receipt count for
 *    little and a crop of the margins changes nothing.
 * 2. The box is read upright as a portrait (a landscape box is turned a quarter) onto a 32×32 grid of
 *    area averages: the picture's own size no longer matters.
 * 3. A DCT of the grid; the 8×8 lowest frequencies but the constant one, each one bit: above the
 *    median or not (the classic DCT pHash), so brightness and contrast do not matter either.
 *
 * A page turned a half turn reads as the same portrait upside down: `turned` is the hash of the grid
 * turned back, and a lookup tries both.
 */
export type GrayPicture = Readonly<{ width: number; height: number; pixels: Uint8Array }>;
export type PageHash = Readonly<{ hash: string; turned: string }>;
export type ContentBox = Readonly<{ x0: number; y0: number; x1: number; y1: number }>;

const GRID = 32;
const FREQUENCIES = 8;
/** Fewer sharp changes than this: a blank or flat picture, read whole. */
const MIN_EDGE_PIXELS = 50;

const COSINES: readonly Float64Array[] = Array.from({ length: FREQUENCIES }, (_, u) =>
  Float64Array.from({ length: GRID }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * GRID))),
);

const quantile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** `quantile` of the values a histogram counts (value → count), without sorting them. */
const histogramQuantile = (histogram: Int32Array, total: number, fraction: number): number => {
  const index = Math.min(total - 1, Math.floor(total * fraction));
  let seen = 0;
  for (let value = 0; value < histogram.length; value++) {
    seen += histogram[value] ?? 0;
    if (seen > index) return value;
  }
  return 0;
};

/** The level that best splits the picture into dark and light (Otsu's method), from its levels' histogram. */
const otsuThreshold = (histogram: Int32Array, total: number): number => {
  const sum = histogram.reduce((acc, count, level) => acc + count * level, 0);
  let below = 0;
  let belowSum = 0;
  let best = -1;
  let threshold = 128;
  for (let level = 0; level < 256; level++) {
    below += histogram[level] ?? 0;
    if (below === 0 || below === total) continue;
    belowSum += level * (histogram[level] ?? 0);
    const between = below * (total - below) * (belowSum / below - (sum - belowSum) / (total - below)) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
};

/**
 * The paper: the bounds of the largest light region. A desk, a screen's frame or the dark around a
 * photographed receipt lie outside it, so only print on the paper counts; a scan is all paper.
 */
const paperBox = (picture: GrayPicture, threshold: number): ContentBox => {
  const { width, height, pixels } = picture;
  // Each pixel is pushed at most once (it is marked when pushed), so the stack never holds more than all of them.
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let best: ContentBox = { x0: 0, y0: 0, x1: width, y1: height };
  let bestSize = 0;
  for (let start = 0; start < width * height; start++) {
    if (seen[start] !== 0 || (pixels[start] ?? 0) <= threshold) continue;
    let size = 0;
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
    let top = 0;
    seen[start] = 1;
    stack[top++] = start;
    while (top > 0) {
      const at = stack[--top] ?? 0;
      const x = at % width;
      const y = (at - x) / width;
      size++;
      if (x < x0) x0 = x;
      if (y < y0) y0 = y;
      if (x + 1 > x1) x1 = x + 1;
      if (y + 1 > y1) y1 = y + 1;
      if (x > 0 && seen[at - 1] === 0 && (pixels[at - 1] ?? 0) > threshold) {
        seen[at - 1] = 1;
        stack[top++] = at - 1;
      }
      if (x < width - 1 && seen[at + 1] === 0 && (pixels[at + 1] ?? 0) > threshold) {
        seen[at + 1] = 1;
        stack[top++] = at + 1;
      }
      if (y > 0 && seen[at - width] === 0 && (pixels[at - width] ?? 0) > threshold) {
        seen[at - width] = 1;
        stack[top++] = at - width;
      }
      if (y < height - 1 && seen[at + width] === 0 && (pixels[at + width] ?? 0) > threshold) {
        seen[at + width] = 1;
        stack[top++] = at + width;
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = { x0, y0, x1, y1 };
    }
  }
  return best;
};

/** Pixels from the paper's edge to a dark surrounding within which a change is not print. */
const EDGE_CLEARANCE = 2;

/**
 * The dark reaching in from the picture's border: a desk or a screen's frame around the paper. When
 * the paper is photographed at a slight tilt its border with them runs through the paper's bounding
 * box, and would otherwise count as print.
 */
const darkFromBorder = (picture: GrayPicture, threshold: number): Uint8Array => {
  const { width, height, pixels } = picture;
  const outside = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let top = 0;
  const visit = (at: number) => {
    if (outside[at] === 0 && (pixels[at] ?? 0) <= threshold) {
      outside[at] = 1;
      stack[top++] = at;
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (top > 0) {
    const at = stack[--top] ?? 0;
    const x = at % width;
    if (x > 0) visit(at - 1);
    if (x < width - 1) visit(at + 1);
    if (at >= width) visit(at - width);
    if (at < width * (height - 1)) visit(at + width);
  }
  return outside;
};

/** Marks the pixels in runs longer than `longest` along one direction: the edges of paper, a screen or a ruled line, not print. */
const dropLongRuns = (edges: Uint8Array, width: number, height: number, vertical: boolean, longest: number): void => {
  const outer = vertical ? width : height;
  const inner = vertical ? height : width;
  const index = (o: number, i: number) => (vertical ? i * width + o : o * width + i);
  for (let o = 0; o < outer; o++) {
    let start = 0;
    for (let i = 0; i <= inner; i++) {
      if (i < inner && edges[index(o, i)] !== 0) continue;
      if (i - start > longest) for (let j = start; j < i; j++) edges[index(o, j)] = 2;
      start = i + 1;
    }
  }
};

/** The pixels within `reach` (either way, across and down) of a marked one: the marked ones grown by a square. */
const grown = (marked: Uint8Array, width: number, height: number, reach: number): Uint8Array => {
  const across = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (marked[y * width + x] === 0) continue;
      for (let nx = Math.max(0, x - reach); nx <= Math.min(width - 1, x + reach); nx++) across[y * width + nx] = 1;
    }
  const square = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (across[y * width + x] === 0) continue;
      for (let ny = Math.max(0, y - reach); ny <= Math.min(height - 1, y + reach); ny++) square[ny * width + x] = 1;
    }
  return square;
};

/**
 * A pixel counts as print where its neighbours on either side differ by a good part of the picture's
 * contrast, unless it lies on a long straight line (the border of the paper on a desk, of a
 * screen, a ruled line), which says where the picture was taken, not what the receipt is.
 */
const printEdges = (picture: GrayPicture): Uint8Array => {
  const { width, height, pixels } = picture;
  const levels = new Int32Array(256);
  for (const level of pixels) levels[level] = (levels[level] ?? 0) + 1;
  const threshold = otsuThreshold(levels, pixels.length);
  const paper = paperBox(picture, threshold);
  // The contrast of the paper's own print: a dark desk or screen frame around it must not raise the bar.
  const onPaper = new Int32Array(256);
  for (let y = paper.y0; y < paper.y1; y++)
    for (let x = paper.x0; x < paper.x1; x++) {
      const level = pixels[y * width + x] ?? 0;
      onPaper[level] = (onPaper[level] ?? 0) + 1;
    }
  const paperPixels = (paper.y1 - paper.y0) * (paper.x1 - paper.x0);
  const step = Math.max(
    16,
    0.3 * (histogramQuantile(onPaper, paperPixels, 0.95) - histogramQuantile(onPaper, paperPixels, 0.05)),
  );
  // Blur spreads the border between paper and surroundings over a pixel or two: keep clear of it.
  const nearOutside = grown(darkFromBorder(picture, threshold), width, height, EDGE_CLEARANCE);
  const edges = new Uint8Array(width * height);
  for (let y = paper.y0 + 1; y < paper.y1 - 1; y++)
    for (let x = paper.x0 + 1; x < paper.x1 - 1; x++) {
      // Central differences: the same pixels count whichever way the picture is turned.
      const across = Math.abs((pixels[y * width + x + 1] ?? 0) - (pixels[y * width + x - 1] ?? 0));
      const down = Math.abs((pixels[(y + 1) * width + x] ?? 0) - (pixels[(y - 1) * width + x] ?? 0));
      if ((across > step || down > step) && nearOutside[y * width + x] === 0) edges[y * width + x] = 1;
    }
  dropLongRuns(edges, width, height, true, Math.max(12, height / 4));
  dropLongRuns(edges, width, height, false, Math.max(12, width / 4));
  return edges;
};

export const contentBox = (picture: GrayPicture): ContentBox => {
  const { width, height } = picture;
  const edges = printEdges(picture);
  // How many print pixels each column and each row holds: their quantiles without sorting the pixels.
  const columns = new Int32Array(width);
  const rows = new Int32Array(height);
  let count = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (edges[y * width + x] === 1) {
        columns[x] = (columns[x] ?? 0) + 1;
        rows[y] = (rows[y] ?? 0) + 1;
        count++;
      }
  if (count < MIN_EDGE_PIXELS) return { x0: 0, y0: 0, x1: width, y1: height };
  return {
    x0: histogramQuantile(columns, count, 0.01),
    x1: histogramQuantile(columns, count, 0.99) + 1,
    y0: histogramQuantile(rows, count, 0.01),
    y1: histogramQuantile(rows, count, 0.99) + 1,
  };
};

const span = (start: number, length: number, cell: number): [number, number] => {
  const from = start + Math.floor((cell * length) / GRID);
  const to = start + Math.floor(((cell + 1) * length) / GRID);
  return [from, Math.max(to, from + 1)];
};

/** The box as an upright portrait on the grid, each cell the mean of the pixels it covers. */
export const portraitGrid = (picture: GrayPicture, box: ContentBox): Float64Array => {
  const boxWidth = box.x1 - box.x0;
  const boxHeight = box.y1 - box.y0;
  const turn = boxWidth > boxHeight;
  const grid = new Float64Array(GRID * GRID);
  for (let gy = 0; gy < GRID; gy++)
    for (let gx = 0; gx < GRID; gx++) {
      const [x0, x1] = turn ? span(box.x0, boxWidth, gy) : span(box.x0, boxWidth, gx);
      const [y0, y1] = turn ? span(box.y0, boxHeight, GRID - 1 - gx) : span(box.y0, boxHeight, gy);
      let sum = 0;
      let count = 0;
      for (let y = y0; y < Math.min(y1, picture.height); y++)
        for (let x = x0; x < Math.min(x1, picture.width); x++) {
          sum += picture.pixels[y * picture.width + x] ?? 0;
          count++;
        }
      grid[gy * GRID + gx] = count === 0 ? 0 : sum / count;
    }
  return grid;
};

/** 64 bits as 16 hex digits: the 63 low frequencies but the constant one, then a 0. */
export const dctHash = (grid: Float64Array, halfTurn = false): string => {
  // Every page is hashed twice (as it is and turned): plain loops over flat arrays, in the order and
  // with the arithmetic the hashes stored so far were computed with, so that a copy still matches.
  const rows = new Float64Array(GRID * FREQUENCIES);
  for (let y = 0; y < GRID; y++)
    for (let u = 0; u < FREQUENCIES; u++) {
      const cosines = COSINES[u]!;
      let sum = 0;
      for (let x = 0; x < GRID; x++)
        sum += grid[halfTurn ? (GRID - 1 - y) * GRID + (GRID - 1 - x) : y * GRID + x]! * cosines[x]!;
      rows[y * FREQUENCIES + u] = sum;
    }
  const coefficients: number[] = [];
  for (let v = 0; v < FREQUENCIES; v++) {
    const cosines = COSINES[v]!;
    for (let u = 0; u < FREQUENCIES; u++) {
      if (u === 0 && v === 0) continue;
      let sum = 0;
      for (let y = 0; y < GRID; y++) sum += rows[y * FREQUENCIES + u]! * cosines[y]!;
      coefficients.push(sum);
    }
  }
  const median = quantile(
    [...coefficients].sort((a, b) => a - b),
    0.5,
  );
  const bits = [...coefficients.map((c) => (c > median ? 1 : 0)), 0];
  let hex = '';
  for (let i = 0; i < bits.length; i += 4)
    hex += (
      ((bits[i] ?? 0) << 3) |
      ((bits[i + 1] ?? 0) << 2) |
      ((bits[i + 2] ?? 0) << 1) |
      (bits[i + 3] ?? 0)
    ).toString(16);
  return hex;
};

/** `box`: where the print is, when the caller knows it (a page drawn from its text layer); searched for otherwise. */
export const pageHash = (picture: GrayPicture, box: ContentBox = contentBox(picture)): PageHash => {
  const grid = portraitGrid(picture, box);
  return { hash: dctHash(grid), turned: dctHash(grid, true) };
};
