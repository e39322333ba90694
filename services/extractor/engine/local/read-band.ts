import sharp from 'sharp';
import type { Box, LayoutLine } from '../../../../domain/extraction';
import type { TextRecognizer } from '../ocr';

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

/** The lines read in one band of the picture, enlarged, in the picture's pixels: how a date line or a name row is read again. */
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
