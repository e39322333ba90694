export { auditClaim } from './audit-claim';
export { categorizeLineItem, type CategorizedItem, type CategorizeContext } from './categorize/categorize-line-item';
export {
  loadStandardRuleSets,
  parseRuleSet,
  RuleSetRegistry,
  RuleSetLoadError,
  DEFAULT_PROGRAM_KEY,
  RuleSetSchema,
  RuleSetPatchSchema,
  type RuleSet,
  type RuleSetPatch,
  type InvalidRuleSet,
  type ProgramResolution,
  type ResolveOptions,
} from './rule-set';
export { AUDIT_DISCLAIMER } from './result/disclaimer';
export { FLAG_SEVERITY, severityOf } from './result/severity-policy';
export { claimDateOf } from './claim-date';
export { ruleEditionOf, chooseEdition } from './rule-set/edition';
export type { LineReading } from './line-reading';
export type {
  SubmissionAuditClaim,
  AuditLineItem,
  AuditOptions,
  AuditResult,
  AuditFlag,
  RuleEdition,
  FlagCode,
  FlagSeverity,
  PurchaseLimitation,
  RequiredDocument,
  JustificationAnalysis,
} from './types';
