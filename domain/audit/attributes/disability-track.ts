import { PhraseIndex } from './phrase-index';

// The line says the student is not on a disability track (AZ "universal" ESA, no IEP/504), or
// that a service is meant to establish eligibility.
const UNIVERSAL = new PhraseIndex(
  [
    'universal esa',
    'universal student',
    'universal scholarship',
    'no iep',
    'doesn t have an iep',
    'does not have an iep',
    'not on an iep',
    'no 504',
    'without an iep',
    'so she can qualify',
    'so he can qualify',
    'to qualify for the disability',
    'establish eligibility',
    'qualify for the disability',
  ].map((p) => [p, true] as const),
);

// `text` comes from normalizeText.
export function readUniversalStudent(text: string): boolean {
  return UNIVERSAL.matches(text).length > 0;
}
