import { normalizeText } from './normalize';

interface CompiledKeyword {
  keyword: string;
  // Longer phrases are more specific evidence than a single word.
  words: number;
}

// Single-word keywords are looked up by the text's words; phrases are searched as " a b ".
interface CompiledList {
  byWord: Map<string, CompiledKeyword[]>;
  phrases: { entry: CompiledKeyword; forms: string[] }[];
}

const compiledCache = new WeakMap<readonly string[], CompiledList>();
const wordLists = new Map<string, string[]>();
const WORD_CACHE_LIMIT = 5000;

// Plural forms count as the keyword: "workbooks" is a "workbook", "batteries" a "battery".
export function keywordForms(bare: string): string[] {
  const forms = [bare, `${bare}s`, `${bare}es`];
  if (bare.endsWith('y')) forms.push(`${bare.slice(0, -1)}ies`);
  return forms;
}

// Rule sets are loaded once and never mutated, so compiled keywords are cached per list.
function compile(keywords: readonly string[]): CompiledList {
  const cached = compiledCache.get(keywords);
  if (cached) return cached;
  const list: CompiledList = { byWord: new Map(), phrases: [] };
  for (const keyword of keywords) {
    const bare = normalizeText(keyword).trim();
    if (bare === '') continue;
    const entry = { keyword, words: bare.split(' ').length };
    if (entry.words > 1) {
      list.phrases.push({ entry, forms: keywordForms(bare).map((form) => ` ${form} `) });
      continue;
    }
    for (const form of keywordForms(bare)) {
      const entries = list.byWord.get(form) ?? [];
      if (!entries.includes(entry)) entries.push(entry);
      list.byWord.set(form, entries);
    }
  }
  compiledCache.set(keywords, list);
  return list;
}

function wordsOf(text: string): string[] {
  let words = wordLists.get(text);
  if (!words) {
    if (wordLists.size >= WORD_CACHE_LIMIT) wordLists.clear();
    words = [...new Set(text.trim().split(' '))];
    wordLists.set(text, words);
  }
  return words;
}

export interface KeywordHit {
  keyword: string;
  words: number;
}

// `text` must already be normalized with normalizeText.
export function findKeywords(text: string, keywords: readonly string[] | undefined): KeywordHit[] {
  if (!keywords || keywords.length === 0 || text === ' ') return [];
  const list = compile(keywords);
  const hits = new Set<CompiledKeyword>();
  for (const word of wordsOf(text)) for (const entry of list.byWord.get(word) ?? []) hits.add(entry);
  for (const { entry, forms } of list.phrases) if (forms.some((form) => text.includes(form))) hits.add(entry);
  return [...hits].map(({ keyword, words }) => ({ keyword, words }));
}

export function hasKeyword(text: string, keywords: readonly string[] | undefined): boolean {
  if (!keywords || keywords.length === 0 || text === ' ') return false;
  const list = compile(keywords);
  return (
    wordsOf(text).some((word) => list.byWord.has(word)) ||
    list.phrases.some(({ forms }) => forms.some((form) => text.includes(form)))
  );
}
