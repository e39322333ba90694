/** EXIF's Software tag (0x0131, ASCII) from the TIFF structure sharp hands back as `exif`; null when absent. */
export const exifSoftware = (exif: Buffer | undefined): string | null => {
  if (exif === undefined || exif.length < 14) return null;
  // sharp's buffer starts with "Exif\0\0", then the TIFF header.
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const order = exif.subarray(tiff, tiff + 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number): number => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number): number => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  try {
    const ifd = tiff + u32(tiff + 4);
    const entries = u16(ifd);
    for (let i = 0; i < entries; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) !== 0x0131 || u16(entry + 2) !== 2) continue;
      const count = u32(entry + 4);
      const at = count <= 4 ? entry + 8 : tiff + u32(entry + 8);
      const text = exif
        .subarray(at, at + count)
        .toString('latin1')
        .replace(/\0+$/, '')
        .trim();
      return text === '' ? null : text;
    }
  } catch {
    // A truncated or malformed EXIF block says nothing about the software.
  }
  return null;
};
