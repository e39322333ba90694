import { selectorMatches } from '../categorize/selector';
import { severityOf } from '../result/severity-policy';
import type { FrequencyRule } from '../rule-set/schema';
import type { AuditFlag, PurchaseLimitation } from '../types';
import {
  eligibleLines,
  lineLabel,
  provenance,
  type AuditContext,
  type AuditedLine,
  type CheckOutcome,
} from './context';

// "The same item": the most specific taxonomy keyword the description matched, else its words.
function itemKey(rule: FrequencyRule, line: AuditedLine): string {
  if (rule.countPer === 'rule') return rule.id;
  const [longest] = [...line.classified.matchedKeywords].sort((a, b) => b.length - a.length);
  return longest ?? line.classified.text;
}

// The claim carries no purchase history, so only repeats inside this claim can be caught;
// every covered line is still listed so the reviewer checks the window.
export function checkFrequencyLimits(context: AuditContext): CheckOutcome {
  const flags: AuditFlag[] = [];
  const limitations: PurchaseLimitation[] = [];
  for (const rule of context.ruleSet.frequencyLimits) {
    const origin = provenance(context.ruleSet, rule);
    const matched = eligibleLines(context).filter((line) => selectorMatches(rule.appliesTo, line.classified));
    const window = rule.windowYears === 1 ? 'school year' : `${rule.windowYears} years`;
    const seen = new Map<string, number>();
    matched.forEach((line) => {
      const key = itemKey(rule, line);
      const position = seen.get(key) ?? 0;
      seen.set(key, position + 1);
      const over = position >= rule.maxCount;
      const message = over
        ? `${lineLabel(line)} repeats an item limited to ${rule.maxCount} per ${window} (${rule.description}); this claim repeats it.`
        : `${lineLabel(line)}: limited to ${rule.maxCount} per ${window} (${rule.description}); earlier purchases are not visible to this audit.`;
      if (over) {
        flags.push({
          severity: severityOf('FREQUENCY_LIMIT_EXCEEDED', rule.confidence),
          code: 'FREQUENCY_LIMIT_EXCEEDED',
          field: `lineItems[${line.index}]`,
          lineItemIndex: line.index,
          message,
          suggestion:
            'Claim one unit only; buying several in one transaction does not get around the limit. Earlier replacement needs pre-authorization.',
          ...origin,
        });
      }
      limitations.push({
        lineItemIndex: line.index,
        lineItemDescription: line.item.description,
        kind: 'frequency',
        status: over ? 'violated' : 'applies',
        message,
        ...origin,
      });
    });
  }
  return { flags, limitations };
}
