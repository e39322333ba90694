import { selectorMatches } from '../categorize/selector';
import { severityOf } from '../result/severity-policy';
import type { PreApprovalRule } from '../rule-set/schema';
import { normalizeText } from '../text/normalize';
import type { AuditFlag, PurchaseLimitation, RequiredDocument } from '../types';
import {
  eligibleLines,
  lineLabel,
  provenance,
  type AuditContext,
  type AuditedLine,
  type CheckOutcome,
} from './context';
import { isEvidenced } from './evidence';

const DOCUMENT_TYPE = 'Pre-authorization approval';

// What sends a line to pre-authorization: a preApproval rule, or the unlistedItems rule.
type Reason = Pick<PreApprovalRule, 'id' | 'description' | 'source' | 'confidence'>;

// A pre-authorization number quoted in the line's justification counts, as SUFS asks parents to
// put it in the reimbursement comments (programs.md §0.4).
function referenced(context: AuditContext, line: AuditedLine): boolean {
  return isEvidenced(
    [...context.evidence, normalizeText(line.item.justification)],
    context.ruleSet.preApprovalEvidenceKeywords,
  );
}

export function checkPreApproval(context: AuditContext): CheckOutcome {
  const flags: AuditFlag[] = [];
  const limitations: PurchaseLimitation[] = [];
  const documents = new Map<string, RequiredDocument>();
  const { ruleSet } = context;
  // Anything the taxonomy does not list needs pre-authorization too.
  const unlisted: Reason = ruleSet.unlistedItems;

  for (const line of eligibleLines(context)) {
    const rules: Reason[] = ruleSet.preApproval.filter((rule) => selectorMatches(rule.appliesTo, line.classified));
    if (line.classified.taxonomyId === null) rules.push(unlisted);
    const isReferenced = referenced(context, line);
    for (const rule of rules) {
      const origin = provenance(ruleSet, rule);
      const what =
        rule === unlisted
          ? `${lineLabel(line)} is not a listed eligible item${line.item.category ? ` (category "${line.item.category}")` : ''}`
          : `${lineLabel(line)}: ${rule.description}`;
      flags.push(
        isReferenced
          ? {
              severity: severityOf('PRE_APPROVAL_REFERENCED'),
              code: 'PRE_APPROVAL_REFERENCED',
              field: `lineItems[${line.index}]`,
              lineItemIndex: line.index,
              message: `${what}; a pre-authorization is referenced in the claim.`,
              suggestion: 'Confirm the pre-authorization number and that it was approved for this school year.',
              ...origin,
            }
          : {
              severity: severityOf(rule === unlisted ? 'ITEM_NOT_LISTED' : 'PRE_APPROVAL_REQUIRED', rule.confidence),
              code: rule === unlisted ? 'ITEM_NOT_LISTED' : 'PRE_APPROVAL_REQUIRED',
              field: `lineItems[${line.index}]`,
              lineItemIndex: line.index,
              message: `${what}; pre-authorization is required and none is referenced.`,
              suggestion:
                'Attach the pre-authorization approval (or quote its number in the justification); without one, request it with a student-specific educational-benefit explanation.',
              ...origin,
            },
      );
      limitations.push({
        lineItemIndex: line.index,
        lineItemDescription: line.item.description,
        kind: 'pre_approval',
        status: isReferenced ? 'applies' : 'violated',
        message: `${what}; pre-authorization required.`,
        ...origin,
      });
      const document = documents.get(rule.id) ?? {
        documentType: DOCUMENT_TYPE,
        isAttached: true,
        status: 'attached' as const,
        lineItemIndexes: [],
        ...origin,
      };
      document.lineItemIndexes.push(line.index);
      if (!isReferenced) Object.assign(document, { isAttached: false, status: 'missing' });
      documents.set(rule.id, document);
    }
  }
  return { flags, limitations, documents: [...documents.values()] };
}
