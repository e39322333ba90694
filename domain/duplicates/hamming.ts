const POPCOUNT = Array.from({ length: 16 }, (_, n) => ((n >> 3) & 1) + ((n >> 2) & 1) + ((n >> 1) & 1) + (n & 1));

/** Bits that differ between two hashes of the same length (hex). */
export const hammingDistance = (a: string, b: string): number => {
  let distance = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    distance += POPCOUNT[parseInt(a[i] ?? '0', 16) ^ parseInt(b[i] ?? '0', 16)] ?? 4;
  return distance;
};

export const HASH_BITS = 64;
/** Hex digits per band: 4 bands of 16 bits. */
const BAND_DIGITS = 4;

const bandsOf = (hash: string): string[] => {
  const bands: string[] = [];
  for (let i = 0; i < hash.length; i += BAND_DIGITS) bands.push(hash.slice(i, i + BAND_DIGITS));
  return bands;
};

/** The keys a hash is stored under: each band with its position, so equal bands at different places do not meet. */
export const hashBands = (hash: string): string[] => bandsOf(hash).map((band, i) => `h${i}:${band}`);

/**
 * The keys a lookup asks for: each band as it is and with any one of its bits flipped. Two hashes
 * within 7 bits of each other have a band at most one bit apart, so they always meet; further apart
 * they still often do. Flipping on the lookup side only keeps the stored keys few.
 */
export const probeBands = (hash: string): string[] =>
  bandsOf(hash).flatMap((band, i) => {
    const value = parseInt(band, 16);
    const width = band.length * 4;
    const probes = [value, ...Array.from({ length: width }, (_, bit) => value ^ (1 << bit))];
    return probes.map((probe) => `h${i}:${probe.toString(16).padStart(band.length, '0')}`);
  });
