import { readFileSync } from 'node:fs';
import { Type, type Static } from '@sinclair/typebox';
import { ReceiptExtractionRequestSchema } from '../../contracts';
import { validator } from '../../common/validation';

const checkStudents = validator(
  Type.Object({ studentCandidates: ReceiptExtractionRequestSchema.properties.studentCandidates }),
);

type StudentCandidates = NonNullable<Static<typeof ReceiptExtractionRequestSchema>['studentCandidates']>;

/**
 * The `--students` file: an array of students checked as the API checks `studentCandidates`, so the tool
 * refuses what the API refuses, naming the file and the field.
 */
export const readStudents = (file: string | null): StudentCandidates => {
  if (file === null) return [];
  try {
    const students: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return checkStudents({ studentCandidates: students }).studentCandidates ?? [];
  } catch (error) {
    throw new Error(`--students ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
};
