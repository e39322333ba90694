export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'heic';

const ascii = (bytes: Buffer, start: number, end: number): string => bytes.subarray(start, end).toString('latin1');

/** The type comes from the bytes, never from the URL or the declared type (a mismatch is only a warning). */
export const detectFileType = (bytes: Buffer): FileKind | null => {
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (
    ascii(bytes, 4, 8) === 'ftyp' &&
    ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis'].includes(ascii(bytes, 8, 12))
  )
    return 'heic';
  return null;
};

export const MIME_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};
