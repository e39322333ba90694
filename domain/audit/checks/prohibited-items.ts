import type { CheckOutcome, AuditContext } from './context';
import { severityOf } from '../result/severity-policy';
import { lineLabel, provenance } from './context';

export function checkProhibitedItems(context: AuditContext): CheckOutcome {
  const outcome: Required<Pick<CheckOutcome, 'flags' | 'limitations'>> = { flags: [], limitations: [] };
  for (const line of context.lines) {
    for (const rule of line.prohibitedBy) {
      const origin = provenance(context.ruleSet, rule);
      const message = `${lineLabel(line)} is not an eligible purchase: ${rule.description}.`;
      outcome.flags.push({
        severity: severityOf('PROHIBITED_ITEM', rule.confidence),
        code: 'PROHIBITED_ITEM',
        field: `lineItems[${line.index}]`,
        lineItemIndex: line.index,
        message,
        suggestion:
          'Remove this line from the claim; prohibited items are not reimbursed and pre-authorization is never granted for them.',
        ...origin,
      });
      outcome.limitations.push({
        lineItemIndex: line.index,
        lineItemDescription: line.item.description,
        kind: 'prohibited',
        status: 'violated',
        message,
        ...origin,
      });
    }
  }
  return outcome;
}
