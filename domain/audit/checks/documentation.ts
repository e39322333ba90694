import { selectorMatches } from '../categorize/selector';
import type { AuditFlag, RequiredDocument } from '../types';
import { eligibleLines, provenance, severityFor, type AuditContext, type CheckOutcome } from './context';
import { isEvidenced } from './evidence';

export function checkDocumentation(context: AuditContext): CheckOutcome {
  const flags: AuditFlag[] = [];
  const documents: RequiredDocument[] = [];
  for (const rule of context.ruleSet.documents) {
    const lines = eligibleLines(context).filter((line) => selectorMatches(rule.appliesTo, line.classified));
    if (lines.length === 0) continue;
    const origin = provenance(context.ruleSet, rule);
    const isAttached = isEvidenced(context.evidence, rule.evidenceKeywords);
    documents.push({
      documentType: rule.documentType,
      isAttached,
      status: isAttached ? 'attached' : 'missing',
      lineItemIndexes: lines.map((line) => line.index),
      ...origin,
    });
    if (!isAttached) {
      const which = lines.map((line) => line.index + 1).join(', ');
      flags.push({
        severity: severityFor(rule.severityIfMissing, rule.confidence),
        code: 'DOCUMENT_MISSING',
        field: 'supportingFiles',
        lineItemIndex: (lines[0] as (typeof lines)[number]).index,
        message: `${rule.documentType} is required for line${lines.length > 1 ? 's' : ''} ${which} and none is attached.`,
        suggestion: `Attach ${rule.description} (file name or link label saying what it is, e.g. "${rule.evidenceKeywords[0] ?? rule.documentType}").`,
        ...origin,
      });
    }
  }
  return { flags, documents };
}
