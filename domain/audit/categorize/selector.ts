import type { Selector } from '../rule-set/schema';
import { hasKeyword } from '../text/keyword-matcher';
import { normalizeText } from '../text/normalize';
import type { ClassifiedLine } from './classify-line';
import { conditionHolds } from './fact-condition';

// Rule sets never change once loaded, so each list is normalized once.
const namesCache = new WeakMap<readonly string[], Set<string>>();
function normalizedNames(names: readonly string[]): Set<string> {
  let set = namesCache.get(names);
  if (!set) namesCache.set(names, (set = new Set(names.map(normalizeText))));
  return set;
}

// A keyword counts only on the kind of line it is about: never inside a book's title, and a
// goods word ("pool", "printer") not on a service ("aquatic therapy, pool-based").
export function keywordsApply(selector: Selector, line: Pick<ClassifiedLine, 'lineKind'>): boolean {
  if (selector.lineKinds) return selector.lineKinds.includes(line.lineKind);
  return line.lineKind !== 'titled_work';
}

function positiveMatch(selector: Selector, line: ClassifiedLine): boolean {
  const id = line.taxonomyId;
  if (id && selector.taxonomy?.some((prefix) => id === prefix || id.startsWith(`${prefix}.`))) return true;
  if (keywordsApply(selector, line) && hasKeyword(line.text, selector.keywords)) return true;
  if (selector.categoryNames && line.givenNames.length > 0) {
    const names = normalizedNames(selector.categoryNames);
    return line.givenNames.some((name) => names.has(name));
  }
  return false;
}

// Does a rule's `appliesTo` cover this line? Any positive criterion suffices, every `when`
// condition must hold as well; exceptKeywords veto. A selector of conditions only covers any line meeting them.
export function selectorMatches(selector: Selector, line: ClassifiedLine): boolean {
  if (hasKeyword(line.text, selector.exceptKeywords)) return false;
  if (selector.when && !selector.when.every((condition) => conditionHolds(condition, line.facts))) return false;
  const hasPositive = !!(selector.taxonomy || selector.keywords || selector.categoryNames);
  return hasPositive ? positiveMatch(selector, line) : selector.when !== undefined;
}
