import type { RuleSet, Selector } from '../rule-set/schema';
import { classifyLine } from './classify-line';
import { selectorMatches } from './selector';

export interface CategorizeContext {
  category?: string;
  type?: string;
  detail?: string;
  vendor?: string;
  price?: number;
}

// The categorization fields of an extracted line item (spec: ExtractedLineItem).
export interface CategorizedItem {
  category: string | null;
  type: string | null;
  detail: string | null;
  confidence: number;
  isEligible: boolean;
  justification: string;
  eligibilityNotes: string;
  reason: string;
  warnings: string[];
  ruleIds: string[];
}

export function categorizeLineItem(
  description: string,
  ruleSet: RuleSet,
  context: CategorizeContext = {},
): CategorizedItem {
  const line = classifyLine({ description, ...context }, ruleSet);
  const applies = <T extends { appliesTo: Selector }>(rules: readonly T[]) =>
    rules.filter((rule) => selectorMatches(rule.appliesTo, line));
  const prohibited = applies(ruleSet.prohibited);
  const preApproval = applies(ruleSet.preApproval);
  const documents = applies(ruleSet.documents);
  const caps = applies(ruleSet.caps.filter((cap) => cap.enabled !== false));
  const frequency = applies(ruleSet.frequencyLimits);
  const path = [line.category, line.type, line.detail].filter(Boolean).join(' › ');
  const program = `${ruleSet.programKey} ${ruleSet.schoolYear}`;

  const warnings: string[] = [];
  if (line.ambiguous) warnings.push('The description fits more than one category; confirm the category.');
  if (line.categoryNotInProgram)
    warnings.push(`"${context.category ?? context.type ?? ''}" is not a ${ruleSet.programKey} category.`);
  for (const cap of caps) {
    const over = context.price !== undefined && cap.scope === 'per_item' && context.price > cap.maxAmount;
    if (over) warnings.push(`Price is over the $${cap.maxAmount} cap: ${cap.description}.`);
  }
  if (line.leaf === null && prohibited.length === 0)
    warnings.push('Not a listed eligible item: pre-authorization is required.');

  let justification: string;
  if (prohibited.length > 0)
    justification = `Not eligible under ${program}: ${prohibited.map((r) => r.description).join('; ')}.`;
  else if (line.leaf) justification = `${path} is an eligible ${ruleSet.programKey} purchase type.`;
  else justification = `No ${program} purchasing-guide entry matches; unlisted items need pre-authorization.`;

  const notes = [
    ...preApproval.map((r) => `Pre-authorization: ${r.description}.`),
    ...documents.map((r) => `Requires ${r.documentType}.`),
    ...caps.map((r) => `Cap $${r.maxAmount} ${r.scope.replace('_', ' ')}: ${r.description}.`),
    ...frequency.map((r) => `Limit ${r.maxCount} per ${r.windowYears} year(s): ${r.description}.`),
  ];
  const reason =
    line.matchedKeywords.length > 0
      ? `Matched "${line.matchedKeywords.join('", "')}"${line.inferred ? '' : ' within the given category'}.`
      : line.leaf
        ? 'Category as given by the claimant.'
        : 'No taxonomy keyword matched the description.';

  return {
    category: line.category,
    type: line.type,
    detail: line.detail,
    confidence: prohibited.length > 0 ? Math.max(line.confidence, 90) : line.confidence,
    isEligible: prohibited.length === 0 && line.taxonomyId !== null,
    justification,
    eligibilityNotes: notes.join(' '),
    reason,
    warnings,
    ruleIds: [...prohibited, ...preApproval, ...documents, ...caps, ...frequency].map((r) => r.id),
  };
}
