export type PersonName = { given: string; family: string | null; middle: string[] };

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

const tokens = (raw: string): string[] =>
  raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^a-z,\s.-]/g, ' ')
    .replace(/[.-]/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 0);

/** "Doe, Jane Marie" and "Jane Marie Doe" both read as given Jane, family Doe. */
export const parsePersonName = (raw: string): PersonName | null => {
  const commaAt = raw.indexOf(',');
  let parts: string[];
  if (commaAt > 0) {
    const family = tokens(raw.slice(0, commaAt)).filter((t) => t !== ',');
    const rest = tokens(raw.slice(commaAt + 1)).filter((t) => t !== ',' && !SUFFIXES.has(t));
    parts = [...rest, ...family];
  } else {
    parts = tokens(raw).filter((t) => t !== ',');
  }
  parts = parts.map((t) => t.replace(/,/g, '')).filter((t) => t.length > 0 && !SUFFIXES.has(t));
  const [given, ...others] = parts;
  if (!given) return null;
  const family = others.length > 0 ? (others[others.length - 1] ?? null) : null;
  return { given, family, middle: others.slice(0, -1) };
};
