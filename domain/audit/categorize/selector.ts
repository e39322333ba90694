import type { Selector } from '../rule-set/schema';
import { hasKeyword } from '../text/keyword-matcher';
import { normalizeText } from '../text/normalize';
import type { ClassifiedLine } from './classify-line';

// Does a rule's `appliesTo` cover this line? Any positive criterion suffices; exceptKeywords veto.
export function selectorMatches(selector: Selector, line: ClassifiedLine): boolean {
  if (hasKeyword(line.text, selector.exceptKeywords)) return false;
  const id = line.taxonomyId;
  if (id && selector.taxonomy?.some((prefix) => id === prefix || id.startsWith(`${prefix}.`))) return true;
  if (hasKeyword(line.text, selector.keywords)) return true;
  if (selector.categoryNames && line.givenNames.length > 0) {
    return selector.categoryNames.some((name) => line.givenNames.includes(normalizeText(name)));
  }
  return false;
}
