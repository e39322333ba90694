import { severityOf } from '../result/severity-policy';
import type { AuditFlag } from '../types';
import type { ProhibitedRule } from '../rule-set/schema';
import { eligibleLines, lineLabel, provenance, type AuditContext } from './context';

// The claimant named a category but nothing in the description says which of its kinds the item is:
// no rule can be checked against it, so a person must look (never a silent pass).
export function checkUndeterminedKinds(context: AuditContext): AuditFlag[] {
  return [...undeterminedLeaves(context), ...uncertainTitles(context)];
}

// A description that reads like a title ("Nerf: The Ultimate Guide") but that nothing confirms
// is a book: it is eligible if it is one, not if it is the thing its words name.
function uncertainTitles(context: AuditContext): AuditFlag[] {
  return eligibleLines(context)
    .filter((line) => line.uncertainProhibitions.length > 0)
    .map((line) => ({
      severity: severityOf('KIND_UNDETERMINED'),
      code: 'KIND_UNDETERMINED' as const,
      field: `lineItems[${line.index}].description`,
      lineItemIndex: line.index,
      message: `${lineLabel(line)} reads like a title, but nothing (format, publisher, ISBN) says it is a book; if it is the item its words name, it is not eligible (${line.uncertainProhibitions.map((r) => r.description).join('; ')}).`,
      suggestion: 'Say what the item is: a book (give its format, e.g. paperback, or its ISBN) or the product itself.',
      ...provenance(context.ruleSet, line.uncertainProhibitions[0] as ProhibitedRule),
    }));
}

function undeterminedLeaves(context: AuditContext): AuditFlag[] {
  return eligibleLines(context)
    .filter((line) => line.classified.leaf === null && line.classified.taxonomyId !== null)
    .map((line) => ({
      severity: severityOf('KIND_UNDETERMINED'),
      code: 'KIND_UNDETERMINED' as const,
      field: `lineItems[${line.index}].description`,
      lineItemIndex: line.index,
      message: `${lineLabel(line)}: the description does not say what kind of ${line.classified.category ?? 'item'} this is, so the program's rules cannot be checked against it.`,
      suggestion:
        'Describe the item as it appears on the receipt (what it is, brand or title), and give its type from the program taxonomy.',
    }));
}
