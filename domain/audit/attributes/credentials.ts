import { normalizeText } from '../text/normalize';
import phrases from './credentials.json';
import { PhraseIndex } from './phrase-index';

type Stated = keyof typeof phrases;
export type CredentialKind = Stated | 'none';
export const CREDENTIAL_KINDS = [...(Object.keys(phrases) as Stated[]), 'none'] as const;

const INDEX = new PhraseIndex(
  (Object.entries(phrases) as [Stated, string[]][]).flatMap(([kind, list]) =>
    list.map((p) => [normalizeText(p).trim(), kind] as const),
  ),
);

// "no teaching certificate", "not certified", "without a degree": the credential is denied.
const NEGATION =
  / (?:no|not|without|lacks|lacking|never|doesn t have|does not have|hasn t|has no|isn t|is not|non) (?:a |an |any |yet |formal |official )?$/;
const NO_CREDENTIAL = new PhraseIndex(
  [
    'no credentials',
    'no credential',
    'no certification',
    'not certified',
    'uncertified',
    'no degree',
    'no formal training',
    'no license',
    'unlicensed',
    'not licensed',
    'isn t licensed',
    'no teaching certificate',
    'not credentialed',
  ].map((p) => [p, true] as const),
);

// "no degree or teaching certificate": a denial runs on through a list.
const LISTED_NEGATION = / (?:no|not|without|lacks|lacking|never|non) (?:[a-z]+ ){1,3}(?:or|nor) $/;

function affirmed(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = text.slice(Math.max(0, at - 40), at + 1);
    if (!NEGATION.test(before.slice(-25)) && !LISTED_NEGATION.test(before)) return true;
  }
  return false;
}

// The provider credentials a line states; "none" when it says there is none. `text` is normalized.
export function readCredentials(text: string): CredentialKind[] {
  const found = new Set<CredentialKind>();
  for (const { needle, value } of INDEX.matches(text))
    if (!found.has(value) && affirmed(text, needle)) found.add(value);
  if (found.size === 0 && NO_CREDENTIAL.matches(text).length > 0) return ['none'];
  return CREDENTIAL_KINDS.filter((kind) => found.has(kind));
}

// A licence or certificate number: "license #SL12345", "Lic. No. 4521", "licence number: ABA-778".
const NUMBER =
  /\b(?:licen[cs]e|lic\.?|cert(?:ificate)?\.?)\s*(?:no\.?|number|num\.?|#)?\s*[:#]?\s*([A-Z]{0,5}[-\s]?\d{3,})/i;

export function readLicenceNumber(raw: string): string | null {
  const match = NUMBER.exec(raw);
  return match?.[1] ? match[1].replace(/\s/g, '') : null;
}
