// Labels under which receipts print the beneficiary. "Client"/"Patient" are how therapy practices
// name the child; "For:" is common on tutoring invoices.
const STUDENT_LABEL =
  /\b(?:student(?:'s)?\s*(?:full\s*)?(?:name)?|child(?:'s)?\s*(?:name)?|client(?:\s*name)?|patient(?:\s*name)?|learner(?:\s*name)?|camper|attendee|participant|beneficiary|for\s*student|^for)\s*[:-]\s*(.*)$/i;
// Words that end the name when fields share a line ("Student: Jane Doe  Grade: 5").
const NEXT_FIELD =
  /\s{2,}|\s+[|•]\s*|\s*[,;]\s*(?:grade|gr|dob|age|id)\b|\s+(?:grade|gr\.|dob|d\.o\.b|age|id|student\s*id|acct|account|date|invoice|dos|insurance|member|parent|guardian)\b.*$/i;
const NAME = /^[A-Z][A-Za-z'’.-]*(?:,?\s+[A-Z][A-Za-z'’.-]*){0,3}$/;
const NOT_NAME =
  /\b(?:services?|tutoring|therapy|session|sessions|payment|invoice|receipt|student|n\/a|none|total|amount|date|period|grade|the|and|of)\b/i;

const cleanName = (raw: string): string =>
  raw
    .replace(NEXT_FIELD, '')
    .replace(/[.:;,]+$/, '')
    .trim();

/** The student's name as printed after a student/child/client label, or null. */
export const extractStudentName = (lines: readonly string[]): string | null => findStudentName(lines)?.name ?? null;

/** The name and the row it was printed on. */
export const findStudentName = (lines: readonly string[]): { name: string; line: number } | null => {
  for (let i = 0; i < lines.length; i += 1) {
    const match = STUDENT_LABEL.exec(lines[i] ?? '');
    if (!match) continue;
    const sameLine = cleanName(match[1] ?? '');
    const candidate = sameLine || cleanName(lines[i + 1] ?? '');
    if (NAME.test(candidate) && !NOT_NAME.test(candidate)) return { name: candidate, line: sameLine ? i : i + 1 };
  }
  return null;
};
