/**
 * The JPEG inside a PDF that holds one picture and nothing else (a scan, or a photo made into a PDF),
 * read straight from the file's bytes: decoding it with the picture library (which can decode it at
 * a fraction of its size) is far cheaper than pdf.js decoding it whole to draw the page, and the page
 * is then hashed from the very picture a photo of it would give.
 *
 * Only what cannot be mistaken: the file holds exactly one image object, its only filter is DCTDecode
 * (JPEG), it is not encrypted. Whether that picture is the whole page (no text, its shape the page's)
 * is the caller's to judge.
 */
export type SolePicture = Readonly<{ width: number; height: number; jpeg: Buffer }>;

const OBJECT = /(\d+)\s+(\d+)\s+obj\b/g;
/** A direct number in a dictionary (`/Length 1234`), not a reference to one (`/Length 12 0 R`). */
const number = (dictionary: string, key: string): number | null => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\b(?!\\s+\\d+\\s+R)`).exec(dictionary);
  return match === null ? null : Number(match[1]);
};

type Found = Readonly<{ dictionary: string; data: Buffer | null; next: number }>;

/** The object from `start` (just past `obj`): its dictionary, a stream's bytes, and where the next object may begin. */
const objectAt = (bytes: Buffer, text: string, start: number): Found | null => {
  const end = text.indexOf('endobj', start);
  const streamAt = text.indexOf('stream', start);
  if (end < 0) return null;
  if (streamAt < 0 || streamAt > end) return { dictionary: text.slice(start, end), data: null, next: end + 6 };
  const dictionary = text.slice(start, streamAt);
  const eol = text.startsWith('\r\n', streamAt + 6) ? 2 : text[streamAt + 6] === '\n' ? 1 : 0;
  const dataAt = streamAt + 6 + eol;
  const length = number(dictionary, 'Length');
  // By its length where it is given directly; a stream's own bytes may hold anything, "endobj" included.
  const dataEnd =
    length !== null && /^\s*endstream/.test(text.slice(dataAt + length, dataAt + length + 20))
      ? dataAt + length
      : text.indexOf('endstream', dataAt);
  if (dataEnd < 0) return null;
  const after = text.indexOf('endobj', dataEnd);
  return { dictionary, data: bytes.subarray(dataAt, dataEnd), next: after < 0 ? text.length : after + 6 };
};

export const solePicture = (bytes: Buffer): SolePicture | null => {
  const text = bytes.toString('latin1');
  if (/\/Encrypt\b/.test(text)) return null;
  const images: SolePicture[] = [];
  let imageObjects = 0;
  const objects = new RegExp(OBJECT.source, 'g');
  for (let match = objects.exec(text); match !== null; match = objects.exec(text)) {
    const found = objectAt(bytes, text, match.index + match[0].length);
    if (found === null) break;
    objects.lastIndex = found.next;
    const { dictionary, data } = found;
    if (!/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    imageObjects++;
    const filters = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1]?.match(/\/\w+/g) ?? [];
    const width = number(dictionary, 'Width');
    const height = number(dictionary, 'Height');
    // A /Decode array remaps the colours (an inverted CMYK scan): the JPEG alone would not look like the page.
    if (data === null || filters.join() !== '/DCTDecode' || /\/Decode\b/.test(dictionary)) continue;
    if (width !== null && height !== null) images.push({ width, height, jpeg: data });
  }
  const [image] = images;
  return imageObjects === 1 && image !== undefined && image.jpeg[0] === 0xff && image.jpeg[1] === 0xd8 ? image : null;
};
