import { centreY, verticalOverlap } from './box';
import type { Box } from './layout';
import { median } from './median';

// Only neighbours a few text heights apart measure the skew: across a wide gap (a label and its
// far-right amount) a tilt of a couple of degrees moves the amount a whole row, so that pair may
// belong to different rows and would measure a wrong, even opposite, slope.
const NEAR_GAP_IN_HEIGHTS = 4;
const SAME_LINE_OVERLAP = 0.5;
// Beyond about 8° the boxes of neighbouring rows no longer overlap as one line's would; steeper
// slopes come from segments of two rows that happen to touch.
const MAX_SLOPE = 0.15;

const centreX = (b: Box): number => b.x + b.width / 2;

// Neighbouring words' boxes may touch or overlap a little (the detector pads them).
const isRightOf = (b: Box, a: Box): boolean => b.x > centreX(a) && b.x + b.width > a.x + a.width;

const slopeTo = (a: Box, b: Box): number => (centreY(b) - centreY(a)) / (centreX(b) - centreX(a));

/**
 * How much the page's printed rows rise or fall per pixel to the right (positive: they run down),
 * measured from the boxes themselves: the median slope between each segment and its nearest neighbour
 * to the right on the same line. 0 when no segment has such a neighbour.
 */
export const estimateSkew = (boxes: readonly Box[]): number => {
  const nearGap = NEAR_GAP_IN_HEIGHTS * median(boxes.map((b) => b.height));
  const slopes = boxes.flatMap((a) => {
    const right = boxes.filter(
      (b) => isRightOf(b, a) && b.x - (a.x + a.width) <= nearGap && verticalOverlap(a, b) >= SAME_LINE_OVERLAP,
    );
    if (right.length === 0) return [];
    const nearest = right.reduce((best, b) => (b.x < best.x ? b : best));
    const slope = slopeTo(a, nearest);
    return Math.abs(slope) <= MAX_SLOPE ? [slope] : [];
  });
  return median(slopes);
};

/** The box as it would sit on the page turned level: moved up or down by the skew at its centre. */
export const levelled = (box: Box, skew: number): Box => ({ ...box, y: box.y - skew * centreX(box) });
