import { readGradeAndAge } from '../attributes/grade-and-age';
import type { JustificationRules } from '../rule-set/schema';
import { hasKeyword } from '../text/keyword-matcher';
import { normalizeText } from '../text/normalize';

// The three things a strong justification says: who the student is (or their need), what it is
// for (subject or learning goal), and how the item is used.
export type Part = 'student' | 'purpose' | 'use';
export const PARTS: readonly Part[] = ['student', 'purpose', 'use'];

// A first name doing something ("Emma will...", "Liam's reading"): the student named.
const NAMED =
  /\b([A-Z][a-z]{2,})(?:\s*\([^)]{1,20}\))?(?:'s|’s| will| is| needs| uses| has| loves| struggles| practices| reads| learns| can| does| works| plays| studies| attends| takes| wants to| enjoys| just)\b/g;
const NOT_NAMES = new Set([
  'She',
  'The',
  'This',
  'That',
  'They',
  'These',
  'Those',
  'Our',
  'His',
  'Her',
  'Its',
  'Which',
  'What',
  'Who',
  'There',
  'Here',
  'Each',
  'Every',
  'One',
  'Child',
  'Student',
  'Son',
  'Daughter',
  'Kid',
  'Item',
  'Book',
  'Set',
  'Kit',
  'Tutor',
  'Teacher',
  'Program',
  'Class',
  'Course',
  'Curriculum',
  'Math',
  'Reading',
  'Science',
  'Music',
  'Art',
  'History',
  'Spanish',
  'English',
  'Lesson',
  'Lessons',
  'Practice',
  'Homeschool',
  'School',
]);

function namesStudent(raw: string): boolean {
  return [...raw.matchAll(NAMED)].some((m) => !NOT_NAMES.has(m[1] as string));
}

// Generic phrases ("educational", "for school") are taken out first: alone they say nothing.
const genericNeedles = new WeakMap<readonly string[], string[]>();
function withoutGeneric(text: string, generic: readonly string[]): string {
  let needles = genericNeedles.get(generic);
  if (!needles) genericNeedles.set(generic, (needles = generic.map((phrase) => ` ${normalizeText(phrase).trim()} `)));
  let rest = text;
  for (const needle of needles) if (rest.includes(needle)) rest = rest.split(needle).join(' ');
  return rest;
}

export interface Parts {
  present: Part[];
  generic: boolean;
  recreational: boolean;
}

export function readParts(raw: string, rules: JustificationRules): Parts {
  const text = normalizeText(raw);
  // The grade or age in the justification, not the product's ("Grade 4 Workbook" is no student).
  const { grades, ages } = readGradeAndAge(text);
  const rest = withoutGeneric(text, rules.genericPhrases);
  const has = {
    student: hasKeyword(rest, rules.elements.studentNeed) || grades.length > 0 || ages.length > 0 || namesStudent(raw),
    purpose: hasKeyword(rest, rules.elements.subject) || hasKeyword(rest, rules.elements.learningGoal),
    use: hasKeyword(rest, rules.elements.usage),
  };
  const present = PARTS.filter((part) => has[part]);
  return {
    present,
    generic: rest.trim() !== text.trim() && present.length === 0,
    recreational: hasKeyword(text, rules.recreationalKeywords),
  };
}
