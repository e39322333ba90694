import { distance } from './approximate';
import { foldName } from './fold';
import { StringTrie } from './string-trie';
import { MERCHANTS, type Merchant } from './table';

/** One way a merchant's name can be printed, folded for comparison, with the name it stands for. */
type Key = Readonly<{ key: string; merchant: Merchant; name: string }>;

export type MerchantHit = Readonly<{
  merchant: Merchant;
  /** The merchant's name as its table spells it: the listed name that was printed (a spelling reads as the canonical name). */
  name: string;
  /** Edits between the printed text and the name: 0 is exact. */
  errors: number;
  /** How the name stood in the text: the whole line, its first words, one of its words, or inside it. */
  how: 'whole' | 'start' | 'word' | 'inside';
}>;

const buildKeys = (merchants: readonly Merchant[]): Key[] =>
  merchants.flatMap((merchant) => [
    ...merchant.names.map((name) => ({ key: foldName(name), merchant, name })),
    ...merchant.spellings.map((spelling) => ({ key: foldName(spelling), merchant, name: merchant.names[0]! })),
  ]);

const KEYS = buildKeys(MERCHANTS);

// A store's number, a register's or a ZIP code beside the name ("Smashburger #1407", "Steak'n Shake No:11",
// "Store 1458"), and words any store prints beside its name, are not part of the name.
const STORE_NUMBER = /(?:#|\bno\b[:.]?|\bstore\b|\bstr\b|\bunit\b)\s*#?\s*[\dA-Z-]*\d[\dA-Z-]*|\b[A-Z]?-?\d[\d-]*\b/gi;
// A legal form says what kind of company it is, not which: "Rainbow Resource Center, Inc." is the listed name.
const BESIDE_A_NAME =
  /\b(?:welcome\s+to|thank\s+you\s+for\s+(?:shopping|choosing|visiting)(?:\s+(?:at|with))?|store|supercenter|super\s+center|neighborhood\s+market|location|inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation)\b\.?/gi;

/** The line with store numbers and generic store words taken out: what a whole-line match compares. */
export const nameCore = (text: string): string =>
  text
    .replace(/(?<=[a-z])store\s*#?\d+/gi, ' ')
    .replace(BESIDE_A_NAME, ' ')
    .replace(STORE_NUMBER, ' ');

// OCR drops or changes about one letter in six on a logo set in a display face; short names must be exact.
const allowedErrors = (length: number): number => (length <= 4 ? 0 : length <= 8 ? 1 : length <= 13 ? 2 : 3);

const better = (a: MerchantHit, b: MerchantHit): boolean => {
  const rank = { whole: 0, start: 1, word: 1, inside: 2 };
  const quality = (h: MerchantHit) => h.errors / Math.max(4, foldName(h.name).length) + rank[h.how] * 0.05;
  return quality(a) < quality(b) || (quality(a) === quality(b) && a.name.length > b.name.length);
};

/** With `errors` slips, one of `errors + 1` equal pieces of the key is still printed letter for letter. */
const mayHold = (text: string, key: string, errors: number): boolean => {
  const size = Math.floor(key.length / (errors + 1));
  for (let k = 0; k <= errors; k += 1)
    if (text.includes(key.slice(k * size, k === errors ? undefined : (k + 1) * size))) return true;
  return false;
};

/** The folded line as a matcher sees it: whole, without store words, its words, and its first one to four words joined. */
type Line = Readonly<{ core: string; folded: string; words: readonly string[]; starts: readonly string[] }>;

const hitFor = (entry: Key, { core, folded, words, starts }: Line): MerchantHit | null => {
  const { key } = entry;
  if (key.length < 2) return null;
  const allowed = allowedErrors(key.length);
  const hit = (errors: number, how: MerchantHit['how']): MerchantHit => ({
    merchant: entry.merchant,
    name: entry.name,
    errors,
    how,
  });
  // Cheap refusals first: a line much longer or shorter than the name cannot be it as a whole.
  if (Math.abs(core.length - key.length) <= allowed && mayHold(core, key, allowed)) {
    const errors = distance(key, core);
    if (errors <= allowed) return hit(errors, 'whole');
  }
  if (key.length <= 2) return null;
  // One word of a longer line only near its start or in a short line: an item's brand ("PILOT
  // BALLPOINT PEN") or a cashier's name sits further along.
  const at = words.indexOf(key);
  if (at >= 0 && (at === 0 || words.length <= 3)) return hit(0, 'word');
  if (key.length < 5) return null;
  // The line's first words ("Amazon.com order number", "KRYSTAL HTB001"), whole words only: "MOBILE" is not "Mobil".
  if (starts.includes(key)) return hit(0, 'start');
  // The line's first words within the slips a whole line may have ("HoDonald's Restaurant #10249"):
  // a logo's letters misread, followed by what a store prints beside its name. Only a long name, and
  // only letters misread, none lost or added: a name a letter longer or shorter is another word
  // ("Mobile /Whatsapps" is not T-Mobile, "ACME HARDWARE TRADING" not Ace Hardware).
  if (key.length >= 8) {
    const start = starts.slice(0, 3).find((s) => s.length === key.length);
    if (start !== undefined && mayHold(start, key, allowed)) {
      const errors = distance(key, start);
      if (errors <= allowed) return hit(errors, 'start');
    }
  }
  // A name glued to its branch in a one-word line ("VALEROCHAPMAN"): the OCR lost the space.
  if (words.length === 1 && key.length >= 6 && folded.startsWith(key) && folded.length - key.length >= 3)
    return hit(0, 'start');
  // Inside a longer line only a long name, letter for letter: a shorter or misread one turns up by
  // chance across other words ("Cashier: JASON MARSHALL" is not Marshalls, "Midway Airport" not Wayfair).
  if (key.length >= 8 && folded.includes(key)) return hit(0, 'inside');
  // A long name whose first or last letter the OCR dropped at the edge of the line ("…Ch1ck-f11").
  if (key.length >= 8 && (folded.endsWith(key.slice(0, -1)) || folded.startsWith(key.slice(1))))
    return hit(1, 'inside');
  return null;
};

/**
 * Which keys could hit a line, found by lookups instead of trying every key of the table on every line
 * (that loop was a sixth of the pipeline's CPU). Each lookup mirrors one of `hitFor`'s ways to match,
 * so the keys it leaves out are keys `hitFor` refuses; `hitFor` still decides, in the table's order.
 * The lookups walk tries along the line rather than cutting out its substrings of every listed length,
 * and a piece found takes its key only when the key's length lets that way match: on the US receipts'
 * 5,087 lines the same hits at a third of the time (docs/scaling-log.md).
 */
type KeyIndex = Readonly<{
  /** The keys in the table's order; the lookups below hold their places in it. */
  keys: readonly Key[];
  byKey: ReadonlyMap<string, readonly number[]>;
  /** Every key, by its letters: the keys a line starts with. */
  allKeys: StringTrie<number>;
  /** Each key under each of its `mayHold` pieces: a key within its slips of a text has one of them in it. */
  pieces: StringTrie<number>;
  /** Keys of 8 letters or more: those found inside a line. */
  longKeys: StringTrie<number>;
  /** Keys of 8 letters or more without their first letter, and without their last, read backwards. */
  longKeysLessFirst: StringTrie<number>;
  longKeysLessLastBackwards: StringTrie<number>;
  byMerchant: ReadonlyMap<Merchant, readonly Key[]>;
}>;

const LONG = 8;

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The pieces `mayHold` looks for. */
const piecesOf = (key: string, errors: number): string[] => {
  const size = Math.floor(key.length / (errors + 1));
  return Array.from({ length: errors + 1 }, (_, k) => key.slice(k * size, k === errors ? undefined : (k + 1) * size));
};

/** The text's code units in reverse order: what `StringTrie.walk` reads backwards. */
const backwards = (text: string): string => {
  let reversed = '';
  for (let at = text.length - 1; at >= 0; at -= 1) reversed += text.charAt(at);
  return reversed;
};

const buildIndex = (keys: readonly Key[]): KeyIndex => {
  const byKey = new Map<string, number[]>();
  const byMerchant = new Map<Merchant, Key[]>();
  const tries = {
    allKeys: new StringTrie<number>(),
    pieces: new StringTrie<number>(),
    longKeys: new StringTrie<number>(),
    longKeysLessFirst: new StringTrie<number>(),
    longKeysLessLastBackwards: new StringTrie<number>(),
  };
  keys.forEach((entry, at) => {
    push(byKey, entry.key, at);
    push(byMerchant, entry.merchant, entry);
    tries.allKeys.add(entry.key, at);
    for (const piece of new Set(piecesOf(entry.key, allowedErrors(entry.key.length)))) tries.pieces.add(piece, at);
    if (entry.key.length >= LONG) {
      tries.longKeys.add(entry.key, at);
      tries.longKeysLessFirst.add(entry.key.slice(1), at);
      tries.longKeysLessLastBackwards.add(backwards(entry.key.slice(0, -1)), at);
    }
  });
  return { ...tries, keys, byKey, byMerchant };
};

const INDEXES = new WeakMap<readonly Key[], KeyIndex>();
const indexOf = (keys: readonly Key[]): KeyIndex => {
  let index = INDEXES.get(keys);
  if (index === undefined) {
    index = buildIndex(keys);
    INDEXES.set(keys, index);
  }
  return index;
};

/** The keys `hitFor` might match on this line, in the table's order. */
const candidates = (index: KeyIndex, { core, folded, words, starts }: Line): Key[] => {
  const found = new Set<number>();
  const add = (list: readonly number[] | undefined) => list?.forEach((at) => found.add(at));
  // The whole line within its slips (a key as long, give or take its slips), or a long key's length of its
  // first words misread (a key exactly as long): a piece of the key is in it.
  const asLong = (within: (length: number) => boolean) => (list: readonly number[]) => {
    for (const at of list) if (within(index.keys[at]!.key.length)) found.add(at);
  };
  const wholeLine = asLong((length) => Math.abs(core.length - length) <= allowedErrors(length));
  index.pieces.within(core, wholeLine);
  for (const start of starts.slice(0, 3).filter((text) => text.length >= LONG)) {
    const firstWords = asLong((length) => length === start.length);
    index.pieces.within(start, firstWords);
  }
  // One of its words, its first words, a long key inside it.
  for (const text of [...words, ...starts]) add(index.byKey.get(text));
  index.longKeys.within(folded, add);
  // A key at its start (glued to its branch), a long key short of its first or last letter: two letters at least.
  index.allKeys.walk(folded, 0, add, 2);
  index.longKeysLessFirst.walk(folded, 0, add, 2);
  index.longKeysLessLastBackwards.walk(folded, folded.length - 1, add, 2, true);
  return [...found].sort((a, b) => a - b).map((at) => index.keys[at]!);
};

/**
 * The table's merchant printed in this text, if any: the whole line (after store numbers and words
 * such as "STORE" are set aside) within a few OCR slips of a listed name, a name as one of its
 * words, the line's first words, or a long name inside the line. A dropped first or last letter
 * ("OSTCO"), a wrong one ("Lalgreens"), glued or split words ("INNOUTBURGER") count as slips; names
 * of four letters or fewer must be exact. Several names of one merchant: the fullest printed wins.
 */
export const matchMerchant = (text: string, keys: readonly Key[] = KEYS): MerchantHit | null => {
  const folded = foldName(text);
  if (folded.length < 2) return null;
  const core = foldName(nameCore(text));
  const words = text
    .split(/[^A-Za-z0-9'&.|-]+|(?<=[a-z])\.(?=[A-Z])/)
    .map(foldName)
    .filter((w) => w !== '');
  const starts = words.slice(0, 4).map((_, k) => words.slice(0, k + 1).join(''));
  const line = { core, folded, words, starts };
  const index = indexOf(keys);
  let best: MerchantHit | null = null;
  for (const entry of candidates(index, line)) {
    const hit = hitFor(entry, line);
    if (hit && (best === null || better(hit, best))) best = hit;
  }
  if (best === null) return null;
  const found = best;
  // The same merchant's fuller name, if that was printed too ("COSTCO WHOLESALE" over "COSTCO").
  const fuller = (index.byMerchant.get(found.merchant) ?? [])
    .filter((k) => k.name.length > found.name.length)
    .map((k) => hitFor(k, line))
    .find((h) => h !== null);
  return fuller ?? found;
};

/** Builds a matcher's keys from another table (tests). */
export const keysOf = buildKeys;
