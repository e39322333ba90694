import type { RuleSet } from '../rule-set/schema';
import { normalizeText } from '../text/normalize';
import { readKinds, lexiconWords } from './kinds';
import { buildVocabulary, correctSpelling, type Vocabulary } from './spelling';

export interface LineText {
  // Normalized, typos corrected, with the kinds the words name appended (" nintendo switch game console ").
  text: string;
  kinds: string[];
}

// Every word a rule set's keywords use, and the lexicon's: what a typo is corrected towards.
function keywordsOf(node: unknown, into: string[]): string[] {
  if (Array.isArray(node)) for (const child of node) keywordsOf(child, into);
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'sources' || key === 'hints') continue;
      if (Array.isArray(child) && child.every((c) => typeof c === 'string')) into.push(...child);
      else keywordsOf(child, into);
    }
  }
  return into;
}

const vocabularies = new WeakMap<RuleSet, Vocabulary>();

function vocabularyOf(ruleSet: RuleSet): Vocabulary {
  let vocabulary = vocabularies.get(ruleSet);
  if (!vocabulary) {
    vocabulary = buildVocabulary([...keywordsOf(ruleSet, []), ...lexiconWords()]);
    vocabularies.set(ruleSet, vocabulary);
  }
  return vocabulary;
}

export function readLineText(description: string | undefined, ruleSet: RuleSet): LineText {
  const text = correctSpelling(normalizeText(description), vocabularyOf(ruleSet));
  const kinds = readKinds(text).filter((kind) => !text.includes(` ${kind} `));
  return { text: kinds.length === 0 ? text : `${text}${kinds.join(' ')} `, kinds };
}
