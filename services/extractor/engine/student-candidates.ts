import type { StudentCandidate } from '../../../domain/extraction';
import type { ReceiptExtractionRequest } from '../../../domain/jobs';

/** The request's candidates in the parser's shape (nulls on the wire become absent fields). */
export const studentCandidatesOf = (request: ReceiptExtractionRequest): StudentCandidate[] =>
  request.studentCandidates.map((student) => ({
    id: student.id,
    name: student.name,
    ...(student.officialName ? { officialName: student.officialName } : {}),
    ...(student.gradeLevel ? { gradeLevel: student.gradeLevel } : {}),
    ...(student.scholarshipProgram ? { scholarshipProgram: student.scholarshipProgram } : {}),
  }));
