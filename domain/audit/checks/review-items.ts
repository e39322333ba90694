import { selectorMatches } from '../categorize/selector';
import { severityOf } from '../result/severity-policy';
import type { AuditFlag } from '../types';
import { eligibleLines, lineLabel, provenance, type AuditContext } from './context';

// Lines the rules ask a person to look at (a family plan to prorate, a private seller): never a silent pass.
export function checkReviewItems(context: AuditContext): AuditFlag[] {
  const flags: AuditFlag[] = [];
  for (const rule of context.ruleSet.reviews) {
    for (const line of eligibleLines(context).filter((l) => selectorMatches(rule.appliesTo, l.classified))) {
      flags.push({
        severity: severityOf('REVIEW_REQUIRED', rule.confidence),
        code: 'REVIEW_REQUIRED',
        field: `lineItems[${line.index}]`,
        lineItemIndex: line.index,
        message: `${lineLabel(line)}: ${rule.description}.`,
        suggestion: rule.suggestion,
        ...provenance(context.ruleSet, rule),
      });
    }
  }
  return flags;
}
