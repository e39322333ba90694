import type { Row } from '../../layout';
import { headerRows } from '../../layout/header';
import { letterSize } from '../../layout/letter-size';
import type { VendorHints } from '../vendor';

// A recognizer this unsure of a header row is usually reading a stamp, a logo or handwriting.
const UNSURE_BELOW = 0.75;

/** What the vendor reader is told of the page's layout: doubted rows, where the header ends, letter sizes. */
export const vendorHintsOf = (rows: readonly Row[]): VendorHints => {
  const header = headerRows(rows);
  return {
    unsure: (i) => rows[i]?.box !== null && (rows[i]?.confidence ?? 1) < UNSURE_BELOW,
    headerEnd: (header[header.length - 1]?.index ?? 0) + 1,
    size: letterSize(rows),
  };
};
