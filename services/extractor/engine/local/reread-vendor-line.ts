import sharp from 'sharp';
import { vendorRereadBand, withRereadVendorLines, type LayoutPage } from '../../../../domain/extraction';
import type { TextRecognizer } from '../ocr';
import { readBand } from './read-band';

/**
 * The page with its merchant's name row read a second time where the first reading gave no sure
 * name: the row is cut from the picture the page was read from, enlarged, and read alone (the domain
 * says which row, and whether the new reading replaces the old). One small reading, and only on
 * pages whose name is unsure, so most receipts cost nothing more.
 */
export const rereadVendorLine = async (
  recognizer: TextRecognizer,
  picture: Buffer | null,
  page: LayoutPage,
): Promise<LayoutPage> => {
  if (picture === null) return page;
  const band = vendorRereadBand(page);
  if (band === null) return page;
  const meta = await sharp(picture).metadata();
  if (meta.width !== page.width || meta.height !== page.height) return page;
  return withRereadVendorLines(page, band, await readBand(recognizer, picture, band.box, band.scale));
};
