import type { AuditedLine } from '../checks/context';
import type { AuditFlag, PurchaseLimitation } from '../types';

// How far the audit trusts its own reading of the claim, 0-100. It falls when categories had to
// be guessed (more when the guess was close between two categories), when an item's eligibility
// or a finding rests on secondary (S) or unverified (T) sources, when a rule depends on history
// the claim cannot show, and when the rule set's school year does not cover the audit date.
const SOURCE_PENALTY = { P: 0, S: 3, T: 7 } as const;
// A prohibited-keyword hit decides the line whatever its category, so its category guess matters little.
const PROHIBITED_LINE_CONFIDENCE = 90;

function linePenalty(line: AuditedLine): number {
  const c = line.classified;
  if (line.prohibitedBy.length > 0) return 100 - PROHIBITED_LINE_CONFIDENCE;
  const weight = c.inferred || c.categoryNotInProgram ? 0.5 : 0.2;
  const source = c.leaf ? SOURCE_PENALTY[c.leaf.confidence] : 0;
  return (100 - c.confidence) * weight + (c.ambiguous ? 5 : 0) + source;
}

export function confidenceScore(
  lines: readonly AuditedLine[],
  flags: readonly AuditFlag[],
  limitations: readonly PurchaseLimitation[],
  edition: { editionCoversAuditDate: boolean },
): number {
  let penalty = 0;
  if (lines.length > 0) {
    penalty += lines.reduce((sum, line) => sum + linePenalty(line), 0) / lines.length;
  }
  const rules = new Map<string, keyof typeof SOURCE_PENALTY>();
  for (const finding of [...flags, ...limitations]) {
    if (finding.ruleId && finding.confidence) rules.set(finding.ruleId, finding.confidence);
  }
  penalty += Math.min(
    30,
    [...rules.values()].reduce((sum, level) => sum + SOURCE_PENALTY[level], 0),
  );
  const historyDependent = limitations.filter(
    (l) => l.kind === 'frequency' || l.message.includes('not visible'),
  ).length;
  penalty += Math.min(10, historyDependent * 2);
  if (!edition.editionCoversAuditDate) penalty += 10;
  return Math.max(0, Math.min(100, Math.round(100 - penalty)));
}
