// Shared by the audit unit specs (not itself a test file): the real rule sets and a claim builder.
import path from 'node:path';
import { auditClaim } from './audit-claim';
import { loadStandardRuleSets } from './rule-set/load-standard-rule-sets';
import type { RuleSet } from './rule-set/schema';
import type { AuditLineItem, AuditOptions, AuditResult, FlagCode, SubmissionAuditClaim } from './types';

export const registry = loadStandardRuleSets(path.resolve(__dirname, '../../rules'));
export const NOW = new Date('2026-10-01T12:00:00.000Z');

export function ruleSet(programKey: string): RuleSet {
  const resolution = registry.resolve(programKey);
  if (resolution.status !== 'resolved') throw new Error(`no rule set ${programKey}`);
  return resolution.ruleSet;
}

export const STRONG =
  'My son is behind in 4th-grade math; he will practice fractions with it every morning to master the skills in his learning plan.';

export function claimOf(lineItems: AuditLineItem[], extra: Partial<SubmissionAuditClaim> = {}): SubmissionAuditClaim {
  const amount = Math.round(lineItems.reduce((sum, item) => sum + item.price, 0) * 100) / 100;
  return { vendor: 'Test Vendor', amount, lineItems, ...extra };
}

export function audit(
  programKey: string,
  claim: SubmissionAuditClaim,
  options: Partial<AuditOptions> = {},
): AuditResult {
  const now = programKey.includes('EO')
    ? new Date('2023-10-01T12:00:00Z')
    : programKey.includes('UA') || programKey.includes('AZ')
      ? new Date('2025-10-01T12:00:00Z')
      : NOW;
  return auditClaim(claim, ruleSet(programKey), { now, ...options });
}

export function codes(result: AuditResult): FlagCode[] {
  return result.flags.map((flag) => flag.code);
}

export function flag(result: AuditResult, code: FlagCode) {
  return result.flags.find((f) => f.code === code);
}
