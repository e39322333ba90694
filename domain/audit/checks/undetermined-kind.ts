import type { AuditFlag } from '../types';
import { eligibleLines, lineLabel, type AuditContext } from './context';

// The claimant named a category but nothing in the description says which of its kinds the item is:
// no rule can be checked against it, so a person must look (never a silent pass).
export function checkUndeterminedKinds(context: AuditContext): AuditFlag[] {
  return eligibleLines(context)
    .filter((line) => line.classified.leaf === null && line.classified.taxonomyId !== null)
    .map((line) => ({
      severity: 'warning' as const,
      code: 'KIND_UNDETERMINED' as const,
      field: `lineItems[${line.index}].description`,
      lineItemIndex: line.index,
      message: `${lineLabel(line)}: the description does not say what kind of ${line.classified.category ?? 'item'} this is, so the program's rules cannot be checked against it.`,
      suggestion:
        'Describe the item as it appears on the receipt (what it is, brand or title), and give its type from the program taxonomy.',
    }));
}
