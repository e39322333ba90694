const POPCOUNT = Array.from({ length: 16 }, (_, n) => ((n >> 3) & 1) + ((n >> 2) & 1) + ((n >> 1) & 1) + (n & 1));

/** Bits that differ between two hashes of the same length (hex). */
export const hammingDistance = (a: string, b: string): number => {
  let distance = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    distance += POPCOUNT[parseInt(a[i] ?? '0', 16) ^ parseInt(b[i] ?? '0', 16)] ?? 4;
  return distance;
};

export const HASH_BITS = 64;
/** Hex digits per band: 8 bands of 8 bits; two hashes within 7 bits of each other share at least one band. */
const BAND_DIGITS = 2;

/** The lookup keys of a hash: each band with its position, so equal bands at different places do not meet. */
export const hashBands = (hash: string): string[] => {
  const bands: string[] = [];
  for (let i = 0; i < hash.length; i += BAND_DIGITS)
    bands.push(`h${i / BAND_DIGITS}:${hash.slice(i, i + BAND_DIGITS)}`);
  return bands;
};
