import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AppError } from '../../../../common/errors';
import type { LineReading, RuleSet, SubmissionAuditClaim } from '../../../../domain/audit';
import { askUntilValid, structuredCompletion } from '../../../../common/openai';
import type { AuditLineReader } from '../audit-line-reader';
import { auditAnswerJsonSchema } from './answer-schema';
import { auditMessages } from './prompt';
import { validateAuditAnswer } from './validate-answer';

export type OpenAiAuditReaderOptions = Readonly<{
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}>;

/**
 * Line classification and justification analysis by a language model, the answer constrained by our
 * JSON schema (structured outputs) and validated again here. The rules still decide: the readings
 * only add kinds and fill taxonomy gaps (domain/audit/line-reading.ts).
 */
export class OpenAiAuditReader implements AuditLineReader {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiAuditReaderOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  async read(claim: SubmissionAuditClaim, ruleSet: RuleSet): Promise<LineReading[]> {
    if (claim.lineItems.length === 0) return [];
    const messages = auditMessages(claim, ruleSet);
    const answer = await askUntilValid(
      async () => {
        const message = (await this.complete(messages)).choices[0]?.message;
        if (message?.refusal)
          throw new AppError('SERVICE_UNAVAILABLE', `the audit model declined to read the claim: ${message.refusal}`, {
            retriable: false,
          });
        return validateAuditAnswer(message?.content, claim.lineItems.length);
      },
      this.options.maxRetries + 1,
      'audit model',
    );
    return answer.lines.map((line) => ({ ...line, kinds: line.kinds.slice(0, 5) }));
  }

  private complete(messages: ChatCompletionMessageParam[]): Promise<ChatCompletion> {
    const { model, timeoutMs } = this.options;
    return structuredCompletion(this.client, {
      model,
      messages,
      schemaName: 'claim_line_reading',
      schema: auditAnswerJsonSchema(),
      timeoutMs,
      what: 'audit model',
    });
  }
}
