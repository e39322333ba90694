// How many units a line claims: "2 x", "x3", "qty 2", "3-pack", "pack of 3", "set of 2", "3 copies".
const PATTERNS: readonly RegExp[] = [
  /\bqty\.?\s*:?\s*(\d{1,3})\b/i,
  /\bquantity\s*:?\s*(\d{1,3})\b/i,
  /(?:^|\s)(\d{1,3})\s*x\s/i,
  /\sx\s?(\d{1,3})\b/i,
  /\b(\d{1,3})\s*-?\s*pack\b/i,
  /\bpack of (\d{1,3})\b/i,
  /\bset of (\d{1,3})\b/i,
  /\b(\d{1,3})\s+(?:copies|units|pairs)\b/i,
];

export function readQuantity(text: string): number | null {
  for (const pattern of PATTERNS) {
    const match = pattern.exec(` ${text} `);
    const n = match ? Number(match[1]) : Number.NaN;
    if (Number.isInteger(n) && n > 0) return n;
  }
  return null;
}
