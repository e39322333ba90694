import { AppError } from '../../../../common/errors';
import type { LineReading, RuleSet, SubmissionAuditClaim } from '../../../../domain/audit';
import { StructuredModel, type ModelServerOptions } from '../../../../common/openai';
import type { AuditLineReader } from '../audit-line-reader';
import { auditAnswerJsonSchema } from './answer-schema';
import { auditMessages } from './prompt';
import { validateAuditAnswer } from './validate-answer';

export type OpenAiAuditReaderOptions = ModelServerOptions;

/**
 * Line classification and justification analysis by a language model, the answer constrained by our
 * JSON schema (structured outputs) and validated again here. The rules still decide: the readings
 * only add kinds and fill taxonomy gaps (domain/audit/line-reading.ts).
 */
export class OpenAiAuditReader implements AuditLineReader {
  readonly name = 'openai';
  private readonly model: StructuredModel;

  constructor(options: OpenAiAuditReaderOptions) {
    this.model = new StructuredModel(options, 'audit model');
  }

  async read(claim: SubmissionAuditClaim, ruleSet: RuleSet): Promise<LineReading[]> {
    if (claim.lineItems.length === 0) return [];
    const answer = await this.model.ask({
      messages: auditMessages(claim, ruleSet),
      schemaName: 'claim_line_reading',
      schema: auditAnswerJsonSchema(),
      check: (content) => validateAuditAnswer(content, claim.lineItems.length),
      refused: (refusal) =>
        new AppError('SERVICE_UNAVAILABLE', `the audit model declined to read the claim: ${refusal}`, {
          retriable: false,
        }),
    });
    return answer.lines.map((line) => ({ ...line, kinds: line.kinds.slice(0, 5) }));
  }
}
