import { severityOf } from '../result/severity-policy';
import type { AuditFlag } from '../types';
import type { AuditContext } from './context';

function path(parts: (string | null)[]): string {
  return parts.filter((p): p is string => !!p).join(' › ');
}

// Lenient input: a missing or foreign category is inferred from the description, and said so.
export function checkInferredCategories(context: AuditContext): AuditFlag[] {
  const flags: AuditFlag[] = [];
  for (const line of context.lines) {
    const c = line.classified;
    if (!c.leaf || line.prohibitedBy.length > 0) continue;
    const where = path([c.category, c.type, c.detail]);
    const evidence =
      c.matchedKeywords.length > 0 ? ` from "${c.matchedKeywords.join('", "')}"` : ' from the vendor name';
    const ambiguity = c.ambiguous ? ' The description also fits another category; check it.' : '';
    if (c.categoryNotInProgram) {
      flags.push({
        severity: severityOf('CATEGORY_NOT_IN_PROGRAM'),
        code: 'CATEGORY_NOT_IN_PROGRAM',
        field: `lineItems[${line.index}].category`,
        lineItemIndex: line.index,
        message: `Category "${line.item.category ?? line.item.type ?? ''}" is not one of ${context.ruleSet.programKey}'s categories; audited as ${where}${evidence}.${ambiguity}`,
        suggestion: `Use the program's category names, e.g. "${c.category ?? ''}".`,
      });
    } else if (c.inferred) {
      flags.push({
        severity: severityOf('CATEGORY_INFERRED'),
        code: 'CATEGORY_INFERRED',
        field: `lineItems[${line.index}].category`,
        lineItemIndex: line.index,
        message: `No category given for line ${line.index + 1}; inferred ${where}${evidence} (confidence ${c.confidence}%).${ambiguity}`,
        suggestion: 'Give the category (and type) from the program taxonomy for each line item.',
      });
    }
  }
  return flags;
}
