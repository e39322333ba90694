import type { ClassifiedLine } from '../categorize/classify-line';
import type { LineReading } from '../line-reading';
import type { ConfidenceLevel, ProhibitedRule, RuleSet, SourceRef } from '../rule-set/schema';
import type { AuditFlag, AuditLineItem, PurchaseLimitation, RequiredDocument } from '../types';

export interface AuditedLine {
  index: number;
  item: AuditLineItem;
  classified: ClassifiedLine;
  // Prohibited rules the line falls under; other rules skip such lines (they are out already).
  prohibitedBy: ProhibitedRule[];
  // Prohibitions the line seems to meet only if it is not the title it reads like.
  uncertainProhibitions: ProhibitedRule[];
  // A model's judgement of the justification's parts, when an engine read the claim.
  modelJustification: LineReading['justification'];
}

export interface AuditContext {
  ruleSet: RuleSet;
  vendor: string;
  amount: number;
  lines: AuditedLine[];
  // Normalized supporting-file names and link labels/URLs: what the claimant attached.
  evidence: string[];
  strict: boolean;
  detailed: boolean;
  now: Date;
}

export interface CheckOutcome {
  flags: AuditFlag[];
  limitations?: PurchaseLimitation[];
  documents?: RequiredDocument[];
}

export function formatSource(ruleSet: RuleSet, source: SourceRef): string {
  const entry = ruleSet.sources[source.ref];
  const title = entry ? `${source.ref} (${entry.title})` : source.ref;
  return source.section ? `${title}, ${source.section}` : title;
}

export function provenance(ruleSet: RuleSet, rule: { id: string; source: SourceRef; confidence: ConfidenceLevel }) {
  return { ruleId: rule.id, source: formatSource(ruleSet, rule.source), confidence: rule.confidence };
}

export function lineLabel(line: AuditedLine): string {
  return `line ${line.index + 1} "${line.item.description}"`;
}

export function money(value: number): string {
  return `$${value.toFixed(2)}`;
}

export function eligibleLines(context: AuditContext): AuditedLine[] {
  return context.lines.filter((line) => line.prohibitedBy.length === 0);
}
