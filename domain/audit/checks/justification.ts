import { selectorMatches } from '../categorize/selector';
import type { JustificationRules } from '../rule-set/schema';
import { wordCount } from '../text/normalize';
import type { AuditFlag, JustificationAnalysis } from '../types';
import { severityOf } from '../result/severity-policy';
import { provenance, type AuditContext, type AuditedLine } from './context';
import { PARTS, readParts, type Part, type Parts } from './justification-parts';
import { hasKeyword } from '../text/keyword-matcher';
import { normalizeText } from '../text/normalize';

// The model judges the parts; recreational framing is still read from the words.
function fromModel(
  model: NonNullable<AuditedLine['modelJustification']>,
  raw: string,
  rules: JustificationRules,
): Parts {
  return {
    present: PARTS.filter((part) => model[part]),
    generic: model.generic,
    recreational: hasKeyword(normalizeText(raw), rules.recreationalKeywords),
  };
}

const PART_WORDS: Record<Part, string> = {
  student: 'the student (name, grade or need)',
  purpose: 'the subject or learning goal',
  use: 'how the item is used',
};
const HINT_OF: Record<Part, 'studentNeed' | 'subject' | 'usage'> = {
  student: 'studentNeed',
  purpose: 'subject',
  use: 'usage',
};

// strong: student, purpose and use (and long enough to say them); adequate: at least one of them
// said specifically (a subject, course or syllabus is enough without naming the student); weak:
// generic phrases alone, a bare word, or missing. Recreation costs a level.
function strengthOf(
  present: readonly Part[],
  words: number,
  rules: JustificationRules,
): JustificationAnalysis['strength'] {
  if (present.length === PARTS.length && words >= rules.minWordsStrong) return 'strong';
  // One specific part is enough for adequate, unless it is a bare word or two ("math").
  if (present.length >= 2 || (present.length === 1 && words >= 3)) return 'adequate';
  return 'weak';
}

function analyse(line: AuditedLine, rules: JustificationRules, detailed: boolean): JustificationAnalysis {
  const raw = line.item.justification ?? '';
  const base = { lineItemIndex: line.index };
  if (rules.notExpectedFor && selectorMatches(rules.notExpectedFor, line.classified)) {
    return {
      ...base,
      strength: 'adequate',
      reason: 'No justification is expected for this kind of line.',
      improvementHints: [],
    };
  }
  if (raw.trim() === '') {
    return {
      ...base,
      strength: 'weak',
      reason: 'No justification was given.',
      improvementHints: detailed ? [rules.hints.missing, ...PARTS.map((p) => rules.hints[HINT_OF[p]])] : [],
    };
  }
  const parts = line.modelJustification ? fromModel(line.modelJustification, raw, rules) : readParts(raw, rules);
  const missing = PARTS.filter((part) => !parts.present.includes(part));
  let strength = strengthOf(parts.present, wordCount(raw), rules);
  if (parts.recreational) strength = strength === 'strong' ? 'adequate' : 'weak';
  const names = (list: readonly Part[]) => list.map((p) => PART_WORDS[p]).join(', ');
  const reason =
    (parts.generic ? 'Only generic wording ("educational", "for school"); it ' : '') +
    (parts.present.length > 0
      ? `Names ${names(parts.present)}`
      : `${parts.generic ? 'names' : 'Names'} none of ${names(PARTS)}`) +
    (missing.length > 0 && parts.present.length > 0 ? `; does not say ${names(missing)}` : '') +
    (parts.recreational ? '; framed as recreation' : '') +
    '.';
  const hints =
    detailed && strength !== 'strong'
      ? [...missing.map((p) => rules.hints[HINT_OF[p]]), ...(parts.recreational ? [rules.hints.recreational] : [])]
      : [];
  return { ...base, strength, reason, improvementHints: hints };
}

// "billed with the internet service above", "goes with the textbook", "strings for the violin on
// line 1": a part or accessory justified by the line it belongs to.
const REFERS_TO_LINE =
  / (?:above|below|same as|goes with|go with|goes along with|billed with|that comes with|belongs to|accessory for|part of|refill for|refills for|for the same|see line|line \d+|item \d+|with the (?:[a-z]+ ){0,3}(?:above|listed|textbook|book|curriculum|course|service|kit|set))(?: |$)/;

function inheritFromClaim(entries: JustificationAnalysis[], lines: readonly AuditedLine[]): JustificationAnalysis[] {
  const justified = entries.some(
    (entry) => entry.strength !== 'weak' && (lines[entry.lineItemIndex]?.item.justification ?? '').trim() !== '',
  );
  if (!justified) return entries;
  return entries.map((entry) => {
    const raw = lines[entry.lineItemIndex]?.item.justification ?? '';
    if (entry.strength !== 'weak' || !REFERS_TO_LINE.test(normalizeText(raw))) return entry;
    return {
      ...entry,
      strength: 'adequate',
      reason: 'Refers to another justified line of the claim (a part or accessory of it).',
    };
  });
}

export function checkJustifications(context: AuditContext): { analysis: JustificationAnalysis[]; flags: AuditFlag[] } {
  const rules = context.ruleSet.justification;
  const origin = provenance(context.ruleSet, rules);
  const analysis = inheritFromClaim(
    context.lines.map((line) => analyse(line, rules, context.detailed)),
    context.lines,
  );
  const flags: AuditFlag[] = [];
  for (const entry of analysis) {
    if (entry.strength !== 'weak') continue;
    const line = context.lines[entry.lineItemIndex] as AuditedLine;
    const isMissing = (line.item.justification ?? '').trim() === '';
    const code = isMissing ? 'JUSTIFICATION_MISSING' : 'JUSTIFICATION_WEAK';
    flags.push({
      severity: severityOf(code, rules.confidence),
      code,
      field: `lineItems[${line.index}].justification`,
      lineItemIndex: line.index,
      message: isMissing
        ? `Line ${line.index + 1} "${line.item.description}" has no educational justification.`
        : `Line ${line.index + 1} justification is weak: ${entry.reason}`,
      suggestion: `${rules.standard} Say who the student is and what they need, the subject or learning goal, and how and how often the item will be used.`,
      ...origin,
    });
  }
  return { analysis, flags };
}
