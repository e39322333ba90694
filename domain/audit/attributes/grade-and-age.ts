export interface GradeAndAge {
  // Grades named (kindergarten 0, pre-K -1).
  grades: number[];
  // The student's age where stated ("my 8-year-old", "age 8").
  ages: number[];
  // A product's stated minimum age ("ages 14+", "14 and up").
  minimumAge: number | null;
}

const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)?';
const GRADE = [
  new RegExp(` ${ORDINAL} grade`, 'g'),
  new RegExp(` grade ${ORDINAL} `, 'g'),
  new RegExp(` ${ORDINAL} gr `, 'g'),
  / (\d{1,2})(?:st|nd|rd|th) (?!of |century|edition|ed |birthday|place)/g,
];
const AGE = [
  / (\d{1,2}) year old/g,
  / (\d{1,2}) yr old/g,
  / (\d{1,2}) yo /g,
  / age (\d{1,2}) (?!and up|plus|up)/g,
  / aged (\d{1,2}) /g,
  / (?:son|daughter|child|kid|student|he|she) is (\d{1,2})(?: |$)(?!grade|th |st |nd |rd )/g,
  / is (\d{1,2}) (?:years|yrs)/g,
];
const MINIMUM_AGE =
  / ages? (\d{1,2}) (?:plus|and up|and older|up)|(\d{1,2}) plus years| (\d{1,2}) years? and up| (\d{1,2}) plus $/;

function all(text: string, patterns: readonly RegExp[]): number[] {
  return [...new Set(patterns.flatMap((p) => [...text.matchAll(p)].map((m) => Number(m[1]))))].filter((n) =>
    Number.isFinite(n),
  );
}

// `text` comes from normalizeText: "14+" reads "14 plus", "4th-grade" "4th grade".
export function readGradeAndAge(text: string): GradeAndAge {
  const grades = all(text, GRADE).filter((g) => g >= 1 && g <= 12);
  if (/ (kindergarten|kindergartener|kinder) /.test(text)) grades.push(0);
  if (/ (pre k|prek|pre kindergarten|preschool|vpk) /.test(text)) grades.push(-1);
  const minimum = MINIMUM_AGE.exec(text);
  const minimumAge = minimum ? Number(minimum[1] ?? minimum[2] ?? minimum[3] ?? minimum[4]) : null;
  return { grades, ages: all(text, AGE).filter((a) => a >= 2 && a <= 21), minimumAge };
}

// The student is younger than the manufacturer's minimum age (programs.md §0.3 age-appropriate):
// the student's age as the claimant states it, else the oldest a student of the stated grade is
// (grade + 6), so that only a clear gap counts.
export function isBelowMinimumAge(minimumAge: number | null, student: GradeAndAge): boolean {
  if (minimumAge === null) return false;
  const oldest =
    student.ages.length > 0
      ? Math.max(...student.ages)
      : student.grades.length > 0
        ? Math.max(...student.grades) + 6
        : null;
  return oldest !== null && minimumAge > oldest;
}
