import englishWords from 'an-array-of-english-words';
import { keywordForms } from '../text/keyword-matcher';
import { normalizeText } from '../text/normalize';
import { editDistance } from './edit-distance';

// A word the vocabulary does not know is read as the one known word it is a typo of: one edit
// for words of 6+ letters, two for 9+, same first letter (typos seldom hit the first), and only
// when exactly one known word is that close; short words are left alone ("cable" is not "table").
export interface Vocabulary {
  known: Set<string>;
  byFirst: Map<string, string[]>;
  corrections: Map<string, string>;
}

const CORRECTION_CACHE_LIMIT = 20_000;

export function buildVocabulary(phrases: Iterable<string>): Vocabulary {
  const known = new Set<string>();
  for (const phrase of phrases)
    for (const word of normalizeText(phrase).trim().split(' '))
      if (word) for (const form of keywordForms(word)) known.add(form);
  const byFirst = new Map<string, string[]>();
  for (const word of known) {
    if (word.length < 5 || /\d/.test(word)) continue;
    const list = byFirst.get(word[0] as string) ?? [];
    list.push(word);
    byFirst.set(word[0] as string, list);
  }
  return { known, byFirst, corrections: new Map() };
}

function allowedEdits(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 6 ? 1 : 0;
}

// An English word ("aquatic", "printed") is a word, not a typo of a brand or product one letter
// away ("Aquatica" the water park, "printer"): only words no dictionary knows are corrected.
// The list is the MIT-licensed an-array-of-english-words (about 275,000 words).
const ENGLISH: ReadonlySet<string> = new Set(englishWords as readonly string[]);
const INFLECTED = /(?:ed|ing|ly)$/;

function correctWord(word: string, vocabulary: Vocabulary): string {
  const bound = allowedEdits(word);
  if (bound === 0 || vocabulary.known.has(word) || /\d/.test(word) || INFLECTED.test(word) || ENGLISH.has(word))
    return word;
  const cached = vocabulary.corrections.get(word);
  if (cached !== undefined) return cached;
  let best: string[] = [];
  let bestDistance = bound + 1;
  for (const candidate of vocabulary.byFirst.get(word[0] as string) ?? []) {
    const distance = editDistance(word, candidate, bound);
    if (distance < bestDistance) [best, bestDistance] = [[candidate], distance];
    else if (distance === bestDistance && distance <= bound) best.push(candidate);
  }
  const corrected = best.length === 1 ? (best[0] as string) : word;
  if (vocabulary.corrections.size >= CORRECTION_CACHE_LIMIT) vocabulary.corrections.clear();
  vocabulary.corrections.set(word, corrected);
  return corrected;
}

// `text` is normalized; the result is too.
export function correctSpelling(text: string, vocabulary: Vocabulary): string {
  const words = text.trim().split(' ');
  if (words.length === 1 && words[0] === '') return text;
  return ` ${words.map((word) => correctWord(word, vocabulary)).join(' ')} `;
}
