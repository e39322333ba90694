import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { DependencyUnavailableError, FileUnreadableError } from '../../../../common/errors';
import type { ExtractionEngine, ExtractionInput, ExtractionOutput } from '../extraction-engine';
import { studentCandidatesOf } from '../student-candidates';
import { receiptAnswerJsonSchema } from './answer-schema';
import { structuredCompletion } from '../../../../common/openai';
import { receiptMessages } from './prompt';
import { receiptPictures } from './receipt-pictures';
import { toExtractionResult } from './to-extraction-result';
import { validateAnswer } from './validate-answer';

export type OpenAiEngineOptions = Readonly<{
  /** Any server speaking the OpenAI chat-completions wire format (OpenAI, Azure-compatible proxies, vLLM, Ollama…). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per request; a timed-out request counts as one failed try. */
  timeoutMs: number;
  /** Extra tries, both for 429/5xx/timeouts (the SDK, with exponential backoff) and for invalid answers (here). */
  maxRetries: number;
  maxPages: number;
}>;

/**
 * Extraction by a vision model: the pages as images, the answer constrained by our JSON schema
 * (structured outputs), then validated again here — a server that ignores `response_format` or a
 * truncated answer is caught — and turned into our result by our own rules (student match,
 * completeness audit). Categorization stays with our rule engine (CategorizingEngine).
 */
export class OpenAiExtractionEngine implements ExtractionEngine {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiEngineOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  async extract(input: ExtractionInput): Promise<ExtractionOutput> {
    const pictures = await receiptPictures(input.bytes, input.kind, this.options.maxPages);
    const messages = receiptMessages(pictures);
    const tries = this.options.maxRetries + 1;
    let problem = '';
    for (let attempt = 1; attempt <= tries; attempt++) {
      const completion = await this.complete(messages);
      const message = completion.choices[0]?.message;
      if (message?.refusal)
        throw new FileUnreadableError(`the extraction model declined to read the receipt: ${message.refusal}`);
      const checked = validateAnswer(message?.content);
      if (checked.ok)
        return {
          result: toExtractionResult(checked.answer, studentCandidatesOf(input.request)),
          pages: pictures.pages,
        };
      problem = checked.problem;
    }
    // Retriable: another job attempt later may well get a valid answer from the same model.
    throw new DependencyUnavailableError(
      `the extraction model gave no valid answer in ${tries} tries; the last: ${problem}`,
    );
  }

  async close(): Promise<void> {
    // No long-lived resources: the SDK's HTTP connections close when idle.
  }

  private complete(messages: ChatCompletionMessageParam[]): Promise<ChatCompletion> {
    const { model, timeoutMs } = this.options;
    return structuredCompletion(this.client, {
      model,
      messages,
      schemaName: 'receipt_extraction',
      schema: receiptAnswerJsonSchema(),
      timeoutMs,
      what: 'extraction model',
    });
  }
}
