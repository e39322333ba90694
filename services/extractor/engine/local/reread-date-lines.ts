import sharp from 'sharp';
import {
  dateRereadBands,
  hasSureDate,
  showsDateOrTime,
  withRereadDateLines,
  type Box,
  type LayoutLine,
  type LayoutPage,
} from '../../../../domain/extraction';
import type { TextRecognizer } from '../ocr';

/** Bands read on the tries after the first (a try per scale the band is given, at most). */
const LATER_BANDS = 2;

/** A band of the picture, enlarged, as the recognizer takes a picture. */
const bandPicture = async (picture: Buffer, box: Box, scale: number) => {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.max(1, Math.floor(box.width));
  const height = Math.max(1, Math.floor(box.height));
  const png = await sharp(picture)
    .extract({ left, top, width, height })
    .resize({ width: Math.max(1, Math.round(width * scale)), kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, left, top, sx: width / Math.max(1, Math.round(width * scale)) };
};

/** The lines read in one band of the picture, in the picture's pixels (the vendor's name row is read again with it too). */
export const readBand = async (
  recognizer: TextRecognizer,
  picture: Buffer,
  box: Box,
  scale: number,
): Promise<LayoutLine[]> => {
  const band = await bandPicture(picture, box, scale);
  const reading = await recognizer.recognize(band.png);
  return reading.lines.flatMap((line) =>
    line.box === null
      ? []
      : [
          {
            ...line,
            box: {
              x: Math.round(band.left + line.box.x * band.sx),
              y: Math.round(band.top + line.box.y * band.sx),
              width: Math.round(line.box.width * band.sx),
              height: Math.round(line.box.height * band.sx),
            },
          },
        ],
  );
};

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
