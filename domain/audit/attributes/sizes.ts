// Sizes as parents and retailers write them: 65", 65”, 65'', 65-inch, 65 in, 65in., 165 cm.
const INCHES = /(\d{1,3}(?:\.\d+)?)\s*(?:"|”|″|''|-?\s*inch(?:es)?\b|-?\s*in\b\.?)/gi;
const CENTIMETRES = /(\d{2,3}(?:\.\d+)?)\s*-?\s*cm\b/gi;

function numbers(text: string, pattern: RegExp, factor: number): number[] {
  return [...text.matchAll(pattern)].map((m) => Number(m[1]) * factor).filter((n) => Number.isFinite(n) && n > 0);
}

// The largest size named, in inches (a "65-inch TV with 2 in. legs" is a 65-inch screen).
export function readSizeInches(text: string): number | null {
  const sizes = [...numbers(text, INCHES, 1), ...numbers(text, CENTIMETRES, 1 / 2.54)];
  return sizes.length === 0 ? null : Math.round(Math.max(...sizes) * 10) / 10;
}
