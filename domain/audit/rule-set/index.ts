export * from './schema';
export { RuleSetLoadError } from './load-error';
export { parseRuleSet } from './parse-rule-set';
export {
  RuleSetRegistry,
  DEFAULT_PROGRAM_KEY,
  type InvalidRuleSet,
  type ProgramResolution,
  type ResolveOptions,
} from './registry';
export { loadStandardRuleSets } from './load-standard-rule-sets';
