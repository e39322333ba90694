import { selectorMatches } from '../categorize/selector';
import { severityOf } from '../result/severity-policy';
import type { AuditFlag, PurchaseLimitation } from '../types';
import { eligibleLines, lineLabel, provenance, type AuditContext, type CheckOutcome } from './context';

export function checkClaimStructure(context: AuditContext): CheckOutcome {
  const flags: AuditFlag[] = [];
  const limitations: PurchaseLimitation[] = [];
  for (const rule of context.ruleSet.claimStructure) {
    const origin = provenance(context.ruleSet, rule);
    const matched = eligibleLines(context).filter((line) => selectorMatches(rule.appliesTo, line.classified));
    if (matched.length === 0) continue;
    const others = context.lines.filter(
      (line) =>
        !matched.includes(line) && !(rule.allowedAlongside && selectorMatches(rule.allowedAlongside, line.classified)),
    );
    const violated = rule.constraint === 'alone_in_claim' ? others.length > 0 : matched.length > 1;
    for (const line of matched) {
      const message = violated
        ? `${lineLabel(line)}: ${rule.description}; this claim ${rule.constraint === 'alone_in_claim' ? `also has ${others.length} other line(s)` : `has ${matched.length} such lines`}.`
        : `${lineLabel(line)}: ${rule.description}.`;
      limitations.push({
        lineItemIndex: line.index,
        lineItemDescription: line.item.description,
        kind: 'claim_structure',
        status: violated ? 'violated' : 'applies',
        message,
        ...origin,
      });
      if (violated && line === matched[0]) {
        flags.push({
          severity: severityOf('CLAIM_MUST_BE_SEPARATE', rule.confidence),
          code: 'CLAIM_MUST_BE_SEPARATE',
          field: `lineItems[${line.index}]`,
          lineItemIndex: line.index,
          message,
          suggestion: 'Submit this item in a reimbursement request of its own.',
          ...origin,
        });
      }
    }
  }
  return { flags, limitations };
}
