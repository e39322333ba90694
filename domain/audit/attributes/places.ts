import data from './places.json';

export interface Places {
  // US states (and DC, territories) named, by full name, city or landmark.
  usStates: string[];
  // Countries outside the US named, by name or city.
  countries: string[];
  outsideUS: boolean;
}

interface Alias {
  needle: string;
  place: string;
  foreign: boolean;
}

// Longest first, so "West Virginia" is not also "Virginia" and "New Mexico" not "Mexico".
const ALIASES: Alias[] = [
  ...Object.entries(data.usStates as Record<string, string[]>).flatMap(([place, aliases]) =>
    [place, ...aliases].map((alias) => ({ needle: ` ${alias} `, place, foreign: false })),
  ),
  ...Object.entries(data.countries as Record<string, string[]>).flatMap(([place, aliases]) =>
    [place, ...aliases].map((alias) => ({ needle: ` ${alias} `, place, foreign: true })),
  ),
].sort((a, b) => b.needle.length - a.needle.length);
const ABROAD = data.abroad.map((phrase) => ` ${phrase} `);
// Only aliases whose first word is in the text are tried.
const FIRST_WORDS = new Set(ALIASES.map((a) => a.needle.trim().split(' ')[0] as string));

// `normalized` comes from normalizeText.
export function readPlaces(normalized: string): Places {
  let text = normalized;
  const usStates = new Set<string>();
  const countries = new Set<string>();
  if (
    !text
      .trim()
      .split(' ')
      .some((word) => FIRST_WORDS.has(word))
  )
    return { usStates: [], countries: [], outsideUS: ABROAD.some((a) => text.includes(a)) };
  for (const { needle, place, foreign } of ALIASES) {
    if (!text.includes(needle)) continue;
    (foreign ? countries : usStates).add(place);
    text = text.split(needle).join(' # ');
  }
  const abroad = ABROAD.some((phrase) => text.includes(phrase));
  return { usStates: [...usStates], countries: [...countries], outsideUS: countries.size > 0 || abroad };
}
