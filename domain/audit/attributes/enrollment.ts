import { PhraseIndex } from './phrase-index';

// Full-time enrollment ("full-time", "5 day program", "Mon-Fri").
const FULL_TIME = new PhraseIndex(
  [
    'full time',
    'fulltime',
    '5 day program',
    'five day program',
    '5 days a week',
    'five days a week',
    'mon fri',
    'monday through friday',
    'monday friday',
  ].map((p) => [p, true] as const),
);

// `text` comes from normalizeText.
export function readFullTime(text: string): boolean {
  return FULL_TIME.matches(text).length > 0;
}
