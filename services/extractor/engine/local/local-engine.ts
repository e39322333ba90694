import { FileUnreadableError } from '../../../../common/errors';
import { parseReceiptText } from '../../../../domain/extraction';
import type { ExtractionEngine, ExtractionInput, ExtractionOutput } from '../extraction-engine';
import { readPdfText } from './pdf-text';

/**
 * The offline engine: the text layer of digital PDFs, parsed by the domain's receipt parser.
 * Receipts without a text layer (photos, scans) need OCR, which this engine does not have yet;
 * they fail with FILE_UNREADABLE rather than with a made-up result.
 */
export class LocalExtractionEngine implements ExtractionEngine {
  readonly name = 'local';

  async extract(input: ExtractionInput): Promise<ExtractionOutput> {
    if (input.kind !== 'pdf') throw new FileUnreadableError(`${input.kind} images need OCR, which this deployment's engine does not provide yet`);
    const { pages } = await readPdfText(input.bytes);
    const text = pages.join('\n\f\n');
    if (text.replace(/\s+/g, '').length < 10) throw new FileUnreadableError('the PDF has no text layer; scanned PDFs need OCR, which this deployment\'s engine does not provide yet');
    const studentCandidates = input.request.studentCandidates.map((student) => ({
      id: student.id,
      name: student.name,
      ...(student.officialName ? { officialName: student.officialName } : {}),
      ...(student.gradeLevel ? { gradeLevel: student.gradeLevel } : {}),
      ...(student.scholarshipProgram ? { scholarshipProgram: student.scholarshipProgram } : {}),
    }));
    const result = parseReceiptText(text, { studentCandidates, referenceDate: input.now });
    return { result, pages: pages.length };
  }
}
