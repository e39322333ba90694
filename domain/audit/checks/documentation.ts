import { needsServedBy, statedNeeds } from '../attributes/disability-needs';
import { selectorMatches } from '../categorize/selector';
import { severityOf } from '../result/severity-policy';
import type { DocumentRule } from '../rule-set/schema';
import type { AuditFlag, FlagCode, RequiredDocument } from '../types';
import { eligibleLines, provenance, type AuditContext, type AuditedLine, type CheckOutcome } from './context';
import { isEvidenced } from './evidence';
import { normalizeText } from '../text/normalize';

type Shown = 'shown' | 'shown_absent' | 'not_shown';

// Credentials a line states that no listed route would accept are left to the prohibited and
// review rules ("high-school diploma only"); any other stated credential shows one.
const NOT_A_CREDENTIAL = new Set(['none', 'high_school_diploma']);

// What the claim shows about the document: attached (a file or link named like it), stated on the
// line (a licence number, a named credential), stated to be absent ("not licensed", "no IEP").
function shownOn(rule: DocumentRule, lines: readonly AuditedLine[], context: AuditContext): Shown {
  if (rule.role === 'student_record' && lines.some((line) => needNotDocumented(line, context))) return 'shown_absent';
  if (isEvidenced(context.evidence, rule.evidenceKeywords)) return 'shown';
  const facts = lines.map((line) => line.classified.facts);
  if (rule.role === 'provider_credential') {
    if (facts.some((f) => f.licenceNumber !== null || f.credentials.some((c) => !NOT_A_CREDENTIAL.has(c))))
      return 'shown';
    if (facts.some((f) => f.credentials.includes('none'))) return 'shown_absent';
  }
  if (rule.role === 'student_record' && facts.some((f) => f.universalStudent)) return 'shown_absent';
  return 'not_shown';
}

// "Similarly situated" (programs.md §5.5): an item tied to a disability is funded only for the
// disability the student's documents show. When the claim states the documented disability (a
// record's file name, the justification) and the item serves none of it, the student is not eligible.
function needNotDocumented(line: AuditedLine, context: AuditContext): boolean {
  const served = needsServedBy(line.classified.text);
  if (served.size === 0) return false;
  const stated = statedNeeds(
    [...context.evidence, normalizeText(line.item.justification), normalizeText(line.item.detail)].join(' '),
  );
  return stated.size > 0 && ![...stated].some((need) => served.has(need));
}

const CODE: Record<DocumentRule['role'], Record<Exclude<Shown, 'shown'>, FlagCode>> = {
  condition: { shown_absent: 'DOCUMENT_MISSING', not_shown: 'DOCUMENT_MISSING' },
  provider_credential: { shown_absent: 'PROVIDER_NOT_ELIGIBLE', not_shown: 'CREDENTIAL_NOT_SHOWN' },
  student_record: { shown_absent: 'STUDENT_NOT_ELIGIBLE', not_shown: 'STUDENT_RECORD_NOT_SHOWN' },
};

function message(rule: DocumentRule, shown: Exclude<Shown, 'shown'>, which: string): string {
  if (rule.role === 'condition') return `${rule.documentType} is required for ${which} and none is attached.`;
  if (shown === 'shown_absent')
    return rule.role === 'provider_credential'
      ? `The claim says the provider for ${which} lacks the ${rule.documentType.toLowerCase()} the program requires: the service is not eligible.`
      : `${which}: the student's documents (${rule.documentType}) do not show a need this item is for; it is funded only for a student whose documented disability it serves (or a student on the disability track).`;
  return `${which}: the claim does not show the ${rule.documentType.toLowerCase()} the program requires; the reviewer asks for it.`;
}

export function checkDocumentation(context: AuditContext): CheckOutcome {
  const flags: AuditFlag[] = [];
  const documents: RequiredDocument[] = [];
  for (const rule of context.ruleSet.documents) {
    const lines = eligibleLines(context).filter((line) => selectorMatches(rule.appliesTo, line.classified));
    if (lines.length === 0) continue;
    const origin = provenance(context.ruleSet, rule);
    const shown = shownOn(rule, lines, context);
    const isAttached = shown === 'shown';
    documents.push({
      documentType: rule.documentType,
      isAttached,
      status: isAttached ? 'attached' : 'missing',
      lineItemIndexes: lines.map((line) => line.index),
      ...origin,
    });
    if (shown === 'shown') continue;
    const code = CODE[rule.role][shown];
    const which = `line${lines.length > 1 ? 's' : ''} ${lines.map((line) => line.index + 1).join(', ')}`;
    flags.push({
      severity: severityOf(code, rule.confidence),
      code,
      field: 'supportingFiles',
      lineItemIndex: (lines[0] as AuditedLine).index,
      message: message(rule, shown, which),
      suggestion: `Attach ${rule.description} (file name or link label saying what it is, e.g. "${rule.evidenceKeywords[0] ?? rule.documentType}").`,
      ...origin,
    });
  }
  return { flags, documents };
}
