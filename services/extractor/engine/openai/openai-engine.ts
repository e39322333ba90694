import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { FileUnreadableError } from '../../../../common/errors';
import type { ExtractionEngine, ExtractionInput, ExtractionOutput } from '../extraction-engine';
import { studentCandidatesOf } from '../student-candidates';
import { receiptAnswerJsonSchema } from './answer-schema';
import { askUntilValid, structuredCompletion } from '../../../../common/openai';
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
    const pictures = await receiptPictures(input.bytes, input.kind, this.options.maxPages, input.pdf ?? null);
    const messages = receiptMessages(pictures);
    const answer = await askUntilValid(
      async () => {
        const message = (await this.complete(messages)).choices[0]?.message;
        if (message?.refusal)
          throw new FileUnreadableError(`the extraction model declined to read the receipt: ${message.refusal}`);
        return validateAnswer(message?.content);
      },
      this.options.maxRetries + 1,
      'extraction model',
    );
    return { result: toExtractionResult(answer, studentCandidatesOf(input.request)), pages: pictures.pages };
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
