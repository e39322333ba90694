import { PhraseIndex } from '../attributes/phrase-index';
import { normalizeText } from '../text/normalize';
import table from './item-kinds.json';

// What a line IS, decided before any rule is applied to it: a titled work (a book, e-book,
// audiobook, workbook or curriculum title), a service (therapy, tutoring, lessons, tuition, an
// evaluation, an admission), or goods. A rule's keyword counts only for the kind of thing it is
// about: "Game Console Mystery (paperback)" is a book, "aquatic therapy (pool-based)" a therapy.
export type LineKind = 'titled_work' | 'service' | 'goods';
export type Medium = 'print' | 'ebook' | 'audiobook';

export interface KindReading {
  kind: LineKind;
  medium: Medium | null;
  // Set when the line reads like a title but nothing (format, publisher, ISBN) confirms it.
  uncertainTitle: string | null;
}

const index = (phrases: readonly string[]) =>
  new PhraseIndex(phrases.map((p) => [normalizeText(p).trim(), true] as const));
const WEAK_FORMATS = new Set(table.weakTitleFormats.map((p) => normalizeText(p).trim()));
const STRONG_TITLE = index([...table.titleFormats.filter((p) => !WEAK_FORMATS.has(p)), ...table.publishers]);
const WEAK_TITLE = index(table.weakTitleFormats);
const EBOOK = index(table.media.ebook);
const AUDIOBOOK = index(table.media.audiobook);
const SERVICE_HEADS = new Set(table.serviceHeads.map((p) => normalizeText(p).trim()));
const HARD_GOODS = new Set(table.hardGoodsKinds);
const ISBN_LABEL = /\bisbn\b|\b97[89]-?\d{1,5}-?\d{1,7}-?\d{1,7}-?\d\b/i;
const BUNDLE = / (?:bundle|with|plus|includes|including|bonus|and) /;
const NTH_EDITION = /\b\d+(?:st|nd|rd|th) (?:ed|edition)\b/i;
// A title's shape: "Title: Subtitle", a quoted title, "Title by First Last".
const TITLE_SHAPE =
  /(?:^|\s)[A-Z][\w'’]+(?:\s+[A-Z&][\w'’]*)*:\s+[A-Z]|["“][^"”]{3,}["”]|\bby\s+[A-Z][a-z]+\.?\s+(?:[A-Z]\.\s+)?[A-Z][a-z]+/;
// The head of a description is what was bought: the words before "for", "with", " - ", "(" ...
const HEAD_END = /\s(?:for|with|at|from|to|by|in|x|@|plus)\s|\s[-–—]\s|[(,;:+/|]/i;

function headWords(raw: string): string[] {
  const cut = HEAD_END.exec(raw);
  const head = cut ? raw.slice(0, cut.index) : raw;
  return normalizeText(head)
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !/^\d+$/.test(w));
}

function isServiceHead(raw: string): boolean {
  const words = headWords(raw);
  const last = words.at(-1);
  if (!last) return false;
  return SERVICE_HEADS.has(last) || SERVICE_HEADS.has(words.slice(-2).join(' '));
}

// `raw` is the description as written; `kinds` what the lexicon read from it ("ipad" → tablet).
export function readItemKind(raw: string, kinds: readonly string[]): KindReading {
  const text = normalizeText(raw);
  const hardGoods = kinds.some((kind) => HARD_GOODS.has(kind));
  const strong = STRONG_TITLE.matches(text).length > 0 || ISBN_LABEL.test(raw) || NTH_EDITION.test(raw);
  const weak = WEAK_TITLE.matches(text).length > 0;
  // "Kindle Paperwhite + 3 free e-books" is the device; "PlayStation: A History (eBook)" the e-book.
  const bundled = hardGoods && BUNDLE.test(text);
  if (strong || (weak && !bundled)) {
    const medium: Medium =
      AUDIOBOOK.matches(text).length > 0 ? 'audiobook' : EBOOK.matches(text).length > 0 ? 'ebook' : 'print';
    return { kind: 'titled_work', medium, uncertainTitle: null };
  }
  if (isServiceHead(raw)) return { kind: 'service', medium: null, uncertainTitle: null };
  return { kind: 'goods', medium: null, uncertainTitle: TITLE_SHAPE.test(raw) && !hardGoods ? raw : null };
}
