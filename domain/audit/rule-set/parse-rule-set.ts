import type { RuleSet } from './schema';
import { RuleSetLoadError } from './load-error';
import { validateFullRuleSet, validateRuleSetPatch } from './validate-schema';
import { checkReferences } from './check-references';
import { mergeRuleSet } from './merge-rule-set';

// `findBase` resolves the `extends` key of a tenant file; standard files never extend.
export function parseRuleSet(data: unknown, file: string, findBase?: (key: string) => RuleSet | undefined): RuleSet {
  const isPatch = data !== null && typeof data === 'object' && 'extends' in data;
  let ruleSet: RuleSet;
  if (isPatch) {
    const patch = validateRuleSetPatch(data, file);
    const base = findBase?.(patch.extends);
    if (!base) throw new RuleSetLoadError(file, '/extends', undefined, `unknown program "${patch.extends}" to extend`);
    ruleSet = validateFullRuleSet(mergeRuleSet(base, patch), file);
  } else {
    ruleSet = validateFullRuleSet(data, file);
  }
  checkReferences(ruleSet, file);
  return ruleSet;
}
