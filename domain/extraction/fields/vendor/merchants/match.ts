import { distance } from './approximate';
import { foldName } from './fold';
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
  let best: MerchantHit | null = null;
  for (const entry of keys) {
    const hit = hitFor(entry, line);
    if (hit && (best === null || better(hit, best))) best = hit;
  }
  if (best === null) return null;
  // The same merchant's fuller name, if that was printed too ("COSTCO WHOLESALE" over "COSTCO").
  const fuller = keys
    .filter((k) => k.merchant === best.merchant && k.name.length > best.name.length)
    .map((k) => hitFor(k, line))
    .find((h) => h !== null);
  return fuller ?? best;
};

/** Builds a matcher's keys from another table (tests). */
export const keysOf = buildKeys;
