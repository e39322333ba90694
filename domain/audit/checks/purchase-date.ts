import { severityOf } from '../result/severity-policy';
import type { AuditFlag } from '../types';
import { lineLabel, type AuditContext } from './context';

// Reimbursable items must be bought within the school year the rules cover (programs.md §0.6:
// July 1 – June 30); a receipt date written on the line before that year is a purchase of an earlier year.
export function checkPurchaseDates(context: AuditContext): AuditFlag[] {
  const { ruleSet } = context;
  const flags: AuditFlag[] = [];
  for (const line of context.lines) {
    const early = line.classified.facts.dates.filter((date) => date < ruleSet.effectiveFrom);
    if (early.length === 0) continue;
    flags.push({
      severity: severityOf('PURCHASE_OUT_OF_PERIOD'),
      code: 'PURCHASE_OUT_OF_PERIOD',
      field: `lineItems[${line.index}]`,
      lineItemIndex: line.index,
      message: `${lineLabel(line)} is dated ${early.join(', ')}, before school year ${ruleSet.schoolYear} (${ruleSet.effectiveFrom} to ${ruleSet.effectiveTo}); purchases of an earlier school year are not reimbursable from this one.`,
      suggestion:
        "Claim only purchases made in the current school year; an earlier purchase had to be submitted by that year's deadline.",
    });
  }
  return flags;
}
