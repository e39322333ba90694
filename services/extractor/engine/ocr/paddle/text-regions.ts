import type { Box } from '../../../../../domain/extraction';

/** The detection model's output: per pixel, the probability that it lies inside a text line. */
export type ProbabilityMap = Readonly<{ data: Float32Array; width: number; height: number }>;

export type TextRegion = Readonly<{ box: Box; score: number }>;

// PaddleOCR's DB post-processing defaults: pixels above 0.3 are text; a region whose mean
// probability is under 0.6 is noise; regions are grown by 1.5 × area / perimeter, because the model
// is trained to mark a shrunken core of each line.
const PIXEL_THRESHOLD = 0.3;
const REGION_THRESHOLD = 0.6;
const UNCLIP_RATIO = 1.5;
const MIN_SIDE = 3;

/**
 * Text lines in a probability map: 4-connected regions of text pixels, each as the axis-aligned box
 * around it, grown back to the line's full extent. Axis-aligned is enough for receipts: they are
 * turned upright before reading, and a few degrees of skew only add margin to a box.
 */
export const findTextRegions = (map: ProbabilityMap): TextRegion[] => {
  const { data, width, height } = map;
  const label = new Int32Array(width * height).fill(-1);
  const stack: number[] = [];
  const regions: TextRegion[] = [];
  for (let start = 0; start < data.length; start++) {
    if (label[start] !== -1 || data[start]! <= PIXEL_THRESHOLD) continue;
    let minX = width,
      minY = height,
      maxX = -1,
      maxY = -1,
      sum = 0,
      count = 0;
    label[start] = regions.length;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      const x = at % width;
      const y = (at - x) / width;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      sum += data[at]!;
      count++;
      for (const next of [
        x > 0 ? at - 1 : -1,
        x < width - 1 ? at + 1 : -1,
        y > 0 ? at - width : -1,
        y < height - 1 ? at + width : -1,
      ]) {
        if (next >= 0 && label[next] === -1 && data[next]! > PIXEL_THRESHOLD) {
          label[next] = regions.length;
          stack.push(next);
        }
      }
    }
    const w = maxX - minX + 1;
    const h = maxY - minY + 1;
    if (Math.min(w, h) < MIN_SIDE || sum / count < REGION_THRESHOLD) continue;
    const grow = (w * h * UNCLIP_RATIO) / (2 * (w + h));
    const x0 = Math.max(0, minX - grow);
    const y0 = Math.max(0, minY - grow);
    const x1 = Math.min(width, maxX + 1 + grow);
    const y1 = Math.min(height, maxY + 1 + grow);
    regions.push({ box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, score: sum / count });
  }
  return regions;
};
