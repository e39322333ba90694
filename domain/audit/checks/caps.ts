import { selectorMatches } from '../categorize/selector';
import type { CapRule } from '../rule-set/schema';
import type { AuditFlag, PurchaseLimitation } from '../types';
import { severityOf } from '../result/severity-policy';
import { statedSalesTax } from './stated-tax';
import { eligibleLines, money, provenance, type AuditContext, type AuditedLine, type CheckOutcome } from './context';

function cents(value: number): number {
  return Math.round(value * 100);
}

// "under $75" (inclusive false) is broken by $75.00 itself.
function exceeds(amount: number, limit: number, inclusive: boolean): boolean {
  return inclusive ? cents(amount) > cents(limit) : cents(amount) >= cents(limit);
}

function groups(cap: CapRule, lines: AuditedLine[]): AuditedLine[][] {
  const matched = lines.filter((line) => selectorMatches(cap.appliesTo, line.classified));
  if (matched.length === 0) return [];
  return cap.scope === 'per_item' ? matched.map((line) => [line]) : [matched];
}

const SCOPE_WORDS: Record<CapRule['scope'], string> = {
  per_item: 'per item',
  per_claim: 'per claim',
  per_year: 'per school year',
};

export function checkCaps(context: AuditContext): CheckOutcome {
  const flags: AuditFlag[] = [];
  const limitations: PurchaseLimitation[] = [];
  const lines = eligibleLines(context).filter((line) => Number.isFinite(line.item.price));
  for (const cap of context.ruleSet.caps) {
    if (cap.enabled === false) continue;
    const origin = provenance(context.ruleSet, cap);
    const inclusive = cap.inclusive !== false;
    const marginPercent = context.strict
      ? 0
      : (cap.administrativeMarginPercent ?? context.ruleSet.administrativeMargin.percent);
    const allowed = cap.maxAmount * (1 + marginPercent / 100);
    for (const group of groups(cap, lines)) {
      const first = group[0] as AuditedLine;
      const tax = cap.beforeTax ? group.reduce((sum, line) => sum + (statedSalesTax(line.item) ?? 0), 0) : 0;
      const total = group.reduce((sum, line) => sum + line.item.price, 0) - tax;
      const what =
        (group.length === 1
          ? `line ${first.index + 1} "${first.item.description}"`
          : `lines ${group.map((l) => l.index + 1).join(', ')} together`) +
        (tax > 0 ? ` (before the ${money(tax)} sales tax stated)` : '');
      const capText = `the ${inclusive ? '' : 'below-'}${money(cap.maxAmount)} ${SCOPE_WORDS[cap.scope]} cap (${cap.description})`;
      const history =
        cap.scope === 'per_year' ? ' Spending earlier in the school year is not visible to this audit.' : '';
      let status: PurchaseLimitation['status'] = 'applies';
      let message = `${what}: ${money(total)} is within ${capText}.${history}`;
      if (exceeds(total, allowed, inclusive)) {
        status = 'violated';
        const margin =
          marginPercent > 0
            ? ` even with the ${marginPercent}% administrative margin (${money(allowed)})`
            : context.strict
              ? ' (strict handbook limits, no administrative margin)'
              : '';
        message = `${what}: ${money(total)} exceeds ${capText}${margin}.${history}`;
        flags.push({
          severity: severityOf('CAP_EXCEEDED', cap.confidence),
          code: 'CAP_EXCEEDED',
          field: group.length === 1 ? `lineItems[${first.index}].price` : 'lineItems',
          lineItemIndex: first.index,
          message,
          suggestion: `Claim at most ${money(cap.maxAmount)}${cap.scope === 'per_item' ? ' for this item' : ' for these items'}, or ask the program for pre-authorization of the excess.`,
          ...origin,
        });
      } else if (exceeds(total, cap.maxAmount, inclusive)) {
        status = 'within_margin';
        message = `${what}: ${money(total)} is over ${capText} but within the ${marginPercent}% administrative margin (${money(allowed)}).${history}`;
        flags.push({
          severity: severityOf('CAP_WITHIN_MARGIN'),
          code: 'CAP_WITHIN_MARGIN',
          field: group.length === 1 ? `lineItems[${first.index}].price` : 'lineItems',
          lineItemIndex: first.index,
          message,
          suggestion:
            'Accepted under the administrative margin; with strictHandbookRules it would be flagged as over the cap.',
          ...origin,
        });
      }
      for (const line of group) {
        limitations.push({
          lineItemIndex: line.index,
          lineItemDescription: line.item.description,
          kind: 'cap',
          status,
          message,
          ...origin,
        });
      }
    }
  }
  return { flags, limitations };
}
