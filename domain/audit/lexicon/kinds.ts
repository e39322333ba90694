import { findKeywords } from '../text/keyword-matcher';
import table from './kinds.json';

// Brands, products and parents' words for a kind of item ("Nintendo Switch" → game console),
// as data: the kind's name is what the rule files' keywords say.
const TERMS: readonly string[] = Object.values(table as Record<string, string[]>).flat();
const KIND_OF_TERM = new Map<string, string>(
  Object.entries(table as Record<string, string[]>).flatMap(([kind, terms]) =>
    terms.map((term) => [term, kind] as const),
  ),
);

// `text` is normalized (normalizeText); the kinds its words name, most specific term first.
export function readKinds(text: string): string[] {
  const hits = findKeywords(text, TERMS).sort((a, b) => b.words - a.words);
  return [...new Set(hits.map((hit) => KIND_OF_TERM.get(hit.keyword) as string))];
}

export function lexiconWords(): string[] {
  return [...Object.keys(table), ...TERMS];
}
