import { estimateSkew, type Box } from '../../../../../domain/extraction';
import { rotateGray, type GrayImage } from './gray-image';

// Turning a page resamples it, which costs small print some letters: on 13 scanned till rolls skewed
// 0.5-1.3° levelling cut the vendor names read right from 12 to 8 (bench:layouts). Those crops still
// hold their line; a photo turned 2-3° is where crops start taking in the next row.
const MIN_SKEW = 0.03;

export type LevelPage = Readonly<{
  /** The page turned level, for detecting and reading lines; the same image when it was level. */
  image: GrayImage;
  /** Where a box found on the level page sits on the page as given (its centre turned back; its size kept). */
  toGiven: (box: Box) => Box;
}>;

/**
 * A photo taken a few degrees askew: the detector's boxes are then upright rectangles around slanted
 * lines, and a crop holds parts of the rows above and below, which the recognizer misreads (spaces
 * and punctuation first). The skew is measured from the boxes found on the page as given.
 */
export const levelPage = async (given: GrayImage, found: readonly Box[]): Promise<LevelPage | null> => {
  const skew = estimateSkew(found);
  if (Math.abs(skew) < MIN_SKEW) return null;
  const angle = Math.atan(skew);
  const image = await rotateGray(given, (-angle * 180) / Math.PI);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const toGiven = (box: Box): Box => {
    const dx = box.x + box.width / 2 - image.width / 2;
    const dy = box.y + box.height / 2 - image.height / 2;
    const x = given.width / 2 + dx * cos - dy * sin;
    const y = given.height / 2 + dx * sin + dy * cos;
    return { x: x - box.width / 2, y: y - box.height / 2, width: box.width, height: box.height };
  };
  return { image, toGiven };
};
