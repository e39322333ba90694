import { selectorMatches } from '../categorize/selector';
import type { JustificationRules } from '../rule-set/schema';
import { hasKeyword } from '../text/keyword-matcher';
import { normalizeText, wordCount } from '../text/normalize';
import type { AuditFlag, JustificationAnalysis } from '../types';
import { provenance, severityFor, type AuditContext, type AuditedLine } from './context';

type Element = keyof JustificationRules['elements'];
const ELEMENTS: readonly Element[] = ['subject', 'learningGoal', 'studentNeed', 'usage'];
const ELEMENT_WORDS: Record<Element, string> = {
  subject: 'the subject',
  learningGoal: 'the learning goal',
  studentNeed: "the student's need",
  usage: 'how the item is used',
};

function analyse(line: AuditedLine, rules: JustificationRules, detailed: boolean): JustificationAnalysis {
  const raw = line.item.justification ?? '';
  const base = { lineItemIndex: line.index };
  if (rules.notExpectedFor && selectorMatches(rules.notExpectedFor, line.classified)) {
    return { ...base, strength: 'adequate', reason: 'No justification is expected for this kind of line.', improvementHints: [] };
  }
  if (raw.trim() === '') {
    return { ...base, strength: 'weak', reason: 'No justification was given.', improvementHints: detailed ? [rules.hints.missing, ...ELEMENTS.map((e) => rules.hints[e])] : [] };
  }
  const text = normalizeText(raw);
  const present = ELEMENTS.filter((element) => hasKeyword(text, rules.elements[element]));
  const missing = ELEMENTS.filter((element) => !present.includes(element));
  const recreational = hasKeyword(text, rules.recreationalKeywords);
  const words = wordCount(raw);
  let strength: JustificationAnalysis['strength'] =
    present.length >= rules.strongElements && words >= rules.minWordsStrong ? 'strong' : present.length >= rules.adequateElements ? 'adequate' : 'weak';
  // Recreational framing ("for fun", "vacation") costs one level: it argues against educational use.
  if (recreational) strength = strength === 'strong' ? 'adequate' : 'weak';
  const names = (list: readonly Element[]) => list.map((e) => ELEMENT_WORDS[e]).join(', ');
  const reason =
    `${present.length > 0 ? `Names ${names(present)}` : 'Names none of the subject, learning goal, student need or use'}` +
    `${missing.length > 0 && present.length > 0 ? `; does not state ${names(missing)}` : ''}` +
    `${recreational ? '; framed as recreation' : ''}.`;
  const hints = detailed && strength !== 'strong' ? [...missing.map((e) => rules.hints[e]), ...(recreational ? [rules.hints.recreational] : [])] : [];
  return { ...base, strength, reason, improvementHints: hints };
}

export function checkJustifications(context: AuditContext): { analysis: JustificationAnalysis[]; flags: AuditFlag[] } {
  const rules = context.ruleSet.justification;
  const origin = provenance(context.ruleSet, rules);
  const analysis = context.lines.map((line) => analyse(line, rules, context.detailed));
  const flags: AuditFlag[] = [];
  for (const entry of analysis) {
    if (entry.strength !== 'weak') continue;
    const line = context.lines[entry.lineItemIndex] as AuditedLine;
    const isMissing = (line.item.justification ?? '').trim() === '';
    const isRequired = !!rules.requiredFor && selectorMatches(rules.requiredFor, line.classified);
    const severity = isMissing ? rules.missingSeverity : isRequired ? (rules.requiredSeverity ?? rules.weakSeverity) : rules.weakSeverity;
    flags.push({
      severity: severityFor(severity, rules.confidence),
      code: isMissing ? 'JUSTIFICATION_MISSING' : 'JUSTIFICATION_WEAK',
      field: `lineItems[${line.index}].justification`,
      lineItemIndex: line.index,
      message: isMissing
        ? `Line ${line.index + 1} "${line.item.description}" has no educational justification.`
        : `Line ${line.index + 1} justification is weak: ${entry.reason}`,
      suggestion: `${rules.standard} Say which subject it serves, the learning goal, why this student needs it and how it will be used.`,
      ...origin,
    });
  }
  return { analysis, flags };
}
