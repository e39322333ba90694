import type { Box } from './layout';

/** The smallest box holding all of them; null when none has geometry. */
export const unionBox = (boxes: ReadonlyArray<Box | null>): Box | null => {
  const real = boxes.filter((b): b is Box => b !== null);
  if (real.length === 0) return null;
  const left = Math.min(...real.map((b) => b.x));
  const top = Math.min(...real.map((b) => b.y));
  const right = Math.max(...real.map((b) => b.x + b.width));
  const bottom = Math.max(...real.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
};

/** How much two boxes share vertically, as a share of the shorter one (0-1). */
export const verticalOverlap = (a: Box, b: Box): number => {
  const shared = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, shared) / Math.max(1, Math.min(a.height, b.height));
};

export const centreY = (b: Box): number => b.y + b.height / 2;
