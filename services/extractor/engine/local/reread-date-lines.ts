import sharp from 'sharp';
import {
  dateRereadBands,
  hasSureDate,
  showsDateOrTime,
  withRereadDateLines,
  type LayoutPage,
} from '../../../../domain/extraction';
import type { TextRecognizer } from '../ocr';
import { readBand } from './read-band';

/** Bands read on the tries after the first (a try per scale the band is given, at most). */
const LATER_BANDS = 2;

/**
 * The page with its date line read a second time where the first reading shows no sure date: the
 * bands that look like a date or time line are cut from the picture the page was read from, enlarged,
 * and read alone (the domain says which bands, and which of their lines to take). Runs only on pages
 * without a sure date, so most receipts cost nothing more.
 */
export const rereadDateLines = async (
  recognizer: TextRecognizer,
  picture: Buffer | null,
  page: LayoutPage,
  reference: Date,
): Promise<LayoutPage> => {
  if (picture === null) return page;
  const bands = dateRereadBands(page, reference);
  if (bands.length === 0) return page;
  const meta = await sharp(picture).metadata();
  if (meta.width !== page.width || meta.height !== page.height) return page;
  let current = page;
  let promising = bands;
  const attempts = Math.max(...bands.map((band) => band.scales.length));
  for (let attempt = 0; attempt < attempts; attempt++) {
    // Every band at its first scale; later tries only the bands most like a date line whose last
    // reading showed a date or time at all. The reading stops at the first band that makes the date
    // sure: the bands after it cost time and add nothing.
    const tried = attempt === 0 ? bands : promising.slice(0, LATER_BANDS);
    promising = [];
    for (const band of tried) {
      const scale = band.scales[attempt];
      if (scale === undefined) continue;
      const lines = await readBand(recognizer, picture, band.box, scale);
      current = withRereadDateLines(current, lines, reference);
      if (hasSureDate(current, reference)) return current;
      if (showsDateOrTime(lines)) promising.push(band);
    }
  }
  return current;
};
