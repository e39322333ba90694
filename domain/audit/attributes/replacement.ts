import { PhraseIndex } from './phrase-index';

// A line that replaces something bought before ("replacement", "the old one broke", "another one").
const PHRASES = new PhraseIndex(
  [
    'replacement',
    'replace',
    'replacing',
    'replaces',
    'broke',
    'broken',
    'outgrew',
    'outgrown',
    'lost the',
    'stolen',
    'another one',
    'second one',
    'upgrade',
    'upgrading',
    'new one because',
    'previous one',
    'old one',
    'bought last year',
    'cracked',
    'won t charge',
    'stopped working',
    'doesn t work',
    'no longer works',
    'damaged',
    'we got in',
    'bought in',
  ].map((p) => [p, true] as const),
);

// `text` comes from normalizeText.
export function readReplacement(text: string): boolean {
  return PHRASES.matches(text).length > 0;
}
