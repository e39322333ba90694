import { PhraseIndex } from './phrase-index';

// Who the item is for, where the line says: an adult (a parent's gym membership) with no child named.
const ADULT = new PhraseIndex(
  [
    'mom',
    'dad',
    'mother',
    'father',
    'parent',
    'parents',
    'adult',
    'adults',
    'for me',
    'my husband',
    'my wife',
    'grandma',
    'grandpa',
    'guardian',
  ].map((p) => [p, true] as const),
);
const CHILD = new PhraseIndex(
  [
    'kid',
    'kids',
    'child',
    'children',
    'student',
    'son',
    'daughter',
    'youth',
    'junior',
    'jr',
    'boy',
    'girl',
    'family',
    'teen',
    'toddler',
  ].map((p) => [p, true] as const),
);

// `text` (the item's own fields) comes from normalizeText.
export function readForAdultOnly(text: string): boolean {
  return ADULT.matches(text).length > 0 && CHILD.matches(text).length === 0;
}
