import { createInflate } from 'node:zlib';
import { FileTooLargeError } from '../errors';

/**
 * The most bytes a PDF's compressed streams may inflate to, all together. pdf.js inflates a stream
 * whole, keeping every byte, and sets no bound of its own: a 2 MB file of compressed blanks held 3.3 GB
 * and 20 s of one core before its first page was read, so a file within the 20 MB limit could take the
 * process, and everyone's work in it, down. Fifty pages scanned in gray at 300 dpi inflate to about
 * 420 MB; 512 MiB leaves them room.
 */
export const MAX_PDF_INFLATED_BYTES = 512 * 1024 * 1024;

const STREAM = Buffer.from('stream');
const END = Buffer.from('endstream');

/** Where each stream's data starts and ends: after `stream` and its end of line, up to `endstream`. */
function* streamData(bytes: Buffer): Generator<Buffer> {
  for (let at = bytes.indexOf(STREAM); at >= 0; at = bytes.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && bytes.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] !== 0x0a && bytes[start - 1] !== 0x0d) continue; // not the keyword: a word in some text
    if (bytes[start] === 0x0a) start += 1;
    const end = bytes.indexOf(END, start);
    if (end < 0) return;
    yield bytes.subarray(start, end);
    at = end;
  }
}

/** A zlib header (deflate, a window of at most 32 KiB, its check bits right): what FlateDecode holds. */
const isZlib = (data: Buffer): boolean =>
  data.length > 2 && (data[0]! & 0x0f) === 8 && data[0]! >> 4 <= 7 && (data[0]! * 256 + data[1]!) % 31 === 0;

/** How many bytes `data` inflates to, counted without keeping them, up to `limit` (then `limit + 1`). */
const inflatedLength = (data: Buffer, limit: number): Promise<number> =>
  new Promise((resolve) => {
    const inflate = createInflate();
    let length = 0;
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        inflate.destroy();
        resolve(limit + 1);
      }
    });
    // A damaged stream counts as far as it inflates: pdf.js reads what it can of it the same way.
    inflate.on('error', () => resolve(length));
    inflate.on('end', () => resolve(length));
    inflate.end(data);
  });

/**
 * Refuses, as FILE_TOO_LARGE and before pdf.js reads it, a PDF whose compressed streams inflate to more
 * than `limit` bytes. The inflated bytes are counted and dropped as they come.
 */
export const checkInflatedSize = async (bytes: Buffer, limit = MAX_PDF_INFLATED_BYTES): Promise<void> => {
  let total = 0;
  for (const data of streamData(bytes)) {
    if (!isZlib(data)) continue;
    total += await inflatedLength(data, limit - total);
    if (total > limit)
      throw new FileTooLargeError(
        `the PDF's compressed streams hold more than ${limit / 1024 / 1024} MiB once inflated; no more is read`,
      );
  }
};
