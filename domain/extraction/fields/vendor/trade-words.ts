import { distance } from './merchants/approximate';

// Words that business names are made of ("Brewery", "Grill", "Confectionery"): a word of the name a
// letter away from one of them is that word misread ("Brewey", "CONFECTONERY"), since the words around
// a trade word are proper names the OCR cannot be checked against, but the trade word itself can.
const TRADE_WORDS = [
  'restaurant',
  'brewery',
  'brewing',
  'grille',
  'market',
  'supermarket',
  'minimarket',
  'kitchen',
  'bakery',
  'confectionery',
  'bookstore',
  'bookstores',
  'hardware',
  'pharmacy',
  'trading',
  'enterprise',
  'enterprises',
  'marketing',
  'sandwich',
  'sandwiches',
  'pizzeria',
  'taqueria',
  'cantina',
  'steakhouse',
  'tavern',
  'bistro',
  'station',
  'express',
  'services',
  'supplies',
  'electrical',
  'furniture',
  'stationery',
  'boutique',
  'automotive',
  'wholesale',
  'seafood',
  'creamery',
  'chicken',
  'barbecue',
  'smokehouse',
  'roadhouse',
  'trattoria',
  'ristorante',
];

// Short words, corrected only in a word the OCR visibly broke with a digit ("Gri1", "01ld").
const SHORT_WORDS = ['grill', 'old', 'new', 'bar', 'pub', 'inn', 'cafe', 'deli', 'shop', 'food', 'foods', 'wash'];

const DIGIT_AS_LETTER: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b' };

const nearest = (word: string, words: readonly string[], allowed: number): string | null => {
  let best: string | null = null;
  let fewest = allowed + 1;
  for (const candidate of words) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const errors = distance(word, candidate);
    if (errors < fewest) [best, fewest] = [candidate, errors];
  }
  return fewest === 0 ? null : best;
};

const inCaseOf = (word: string, like: string): string =>
  like === like.toUpperCase()
    ? word.toUpperCase()
    : /^[A-Z]/.test(like)
      ? word[0]!.toUpperCase() + word.slice(1)
      : word;

const repairPart = (part: string): string => {
  if (/\d/.test(part) && /[a-z]/i.test(part) && /^[a-z0158]+$/i.test(part)) {
    const letters = part.replace(/[0158]/g, (d) => DIGIT_AS_LETTER[d] ?? d).toLowerCase();
    const found =
      nearest(letters, [...SHORT_WORDS, ...TRADE_WORDS], 1) ??
      (TRADE_WORDS.includes(letters) || SHORT_WORDS.includes(letters) ? letters : null);
    return found ? inCaseOf(found, part.replace(/\d/g, '')) : part;
  }
  const lower = part.toLowerCase();
  if (!/^[a-z]{5,}$/.test(lower) || TRADE_WORDS.includes(lower) || SHORT_WORDS.includes(lower)) return part;
  const found = nearest(lower, TRADE_WORDS, lower.length >= 10 ? 2 : 1);
  // A plural or a singular is another word, not a slip ("Services" for "Service").
  const plural = found !== null && (found.startsWith(lower) || lower.startsWith(found));
  return found && found.length >= 6 && !plural ? inCaseOf(found, part) : part;
};

/**
 * A name's trade words as they are spelt: "NexusBrewey" is "Nexus Brewery", "01ld Ebbitt Gri1" is
 * "Old Ebbitt Grill", "CONFECTONERY" is "CONFECTIONERY". Words glued by the OCR are parted where a
 * capital follows a small letter; other words are left as printed.
 */
export const repairTradeWords = (name: string): string =>
  name
    .split(' ')
    .map((token) => {
      // A possessive glued to the next word ("BRINE'SMARKET") is parted after its "'S" as well.
      const parts = token.split(/(?<=[a-z])(?=[A-Z][a-z])|(?<=[A-Za-z]'[sS])(?=[A-Za-z]{5,}$)/);
      const repaired = parts.map(repairPart);
      return repaired.some((r, k) => r !== parts[k]) ? repaired.join(' ') : token;
    })
    .join(' ');
