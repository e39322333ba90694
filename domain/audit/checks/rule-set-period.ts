import type { AuditFlag } from '../types';
import type { AuditContext } from './context';

// Florida accepts reimbursement requests for about a month after June 30 (programs.md §0.6).
const GRACE_DAYS = 31;

export function checkRuleSetPeriod(context: AuditContext): AuditFlag[] {
  const { ruleSet, now } = context;
  const from = Date.parse(`${ruleSet.effectiveFrom}T00:00:00Z`);
  const to = Date.parse(`${ruleSet.effectiveTo}T23:59:59Z`) + GRACE_DAYS * 86_400_000;
  const at = now.getTime();
  if (at >= from && at <= to) return [];
  return [
    {
      severity: 'info',
      code: 'RULE_SET_OUT_OF_PERIOD',
      field: 'programKey',
      message: `The ${ruleSet.programKey} rules applied are those of school year ${ruleSet.schoolYear} (${ruleSet.effectiveFrom} to ${ruleSet.effectiveTo}); the audit ran on ${now.toISOString().slice(0, 10)}.`,
      suggestion: 'Confirm the purchase falls in that school year, or load the rule set of the purchase year.',
    },
  ];
}
