import { isAppError } from '../../../../common/errors';
import type { ReceiptExtractionRequest } from '../../../../domain/jobs';
import type { ReceiptExtractionResult } from '../../../../domain/extraction';
import type { ExtractionEngine, ExtractionInput, ExtractionOutput } from '../extraction-engine';
import { categorizeItems, markUncategorized } from './categorize-items';
import type { ProgramResolver } from './program-resolvers';

/** The request's program, else the matched student's scholarship program, else null (tenant default, then FL_PEP). */
export const programKeyFor = (request: ReceiptExtractionRequest, result: ReceiptExtractionResult): string | null => {
  if (request.programKey) return request.programKey;
  const matchedId = result.studentDetails.matchedChildId;
  const student =
    matchedId === null ? undefined : request.studentCandidates.find((candidate) => candidate.id === matchedId);
  return student?.scholarshipProgram ?? null;
};

/** The engine's output with its items categorized, when the request asks for it. */
export const categorizeOutput = async (
  resolveProgram: ProgramResolver,
  input: Pick<ExtractionInput, 'request' | 'tenantId'>,
  output: ExtractionOutput,
): Promise<ExtractionOutput> => {
  const { request } = input;
  if (!request.categorizeItems || request.fastMode || output.result.items.length === 0) return output;
  const programKey = programKeyFor(request, output.result);
  try {
    const { ruleSet } = await resolveProgram(input.tenantId ?? null, programKey);
    return { ...output, result: categorizeItems(output.result, ruleSet) };
  } catch (error) {
    // A student's program code the catalog does not know, or the tenant's rule set for it that no longer
    // validates, must not lose the whole extraction.
    if (isAppError(error) && (error.code === 'UNKNOWN_PROGRAM' || error.code === 'RULE_SET_INVALID'))
      return { ...output, result: markUncategorized(output.result, error.message) };
    throw error;
  }
};

/**
 * Adds line-item categorization to any engine, so the local and the OpenAI engine categorize with
 * the same rules. Runs only when `categorizeItems` is true and `fastMode` is false.
 */
export class CategorizingEngine implements ExtractionEngine {
  constructor(
    private readonly inner: ExtractionEngine,
    private readonly resolveProgram: ProgramResolver,
  ) {}

  get name(): string {
    return this.inner.name;
  }

  async extract(input: ExtractionInput): Promise<ExtractionOutput> {
    return categorizeOutput(this.resolveProgram, input, await this.inner.extract(input));
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
