import type { StudentCandidate, StudentDetails } from '../result';
import { matchStudent } from './match-student';

/** Both published shapes of the student match, from the name printed on the receipt (if any). */
export const studentDetailsFor = (printed: string | null, candidates: readonly StudentCandidate[]): StudentDetails => {
  const match = printed ? matchStudent(printed, candidates) : null;
  const confidence = match?.confidence ?? 0;
  return {
    detectedStudentName: printed,
    matchedChildId: match?.candidate.id ?? null,
    matchedChildName: match?.candidate.name ?? null,
    matchConfidence: confidence,
    matched: match !== null,
    studentId: match?.candidate.id ?? null,
    matchedName: match?.candidate.name ?? null,
    confidence,
  };
};
