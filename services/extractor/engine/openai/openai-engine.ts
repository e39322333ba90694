import { FileUnreadableError } from '../../../../common/errors';
import { StructuredModel, type ModelServerOptions } from '../../../../common/openai';
import type { ExtractionEngine, ExtractionInput, ExtractionOutput } from '../extraction-engine';
import { studentCandidatesOf } from '../student-candidates';
import { receiptAnswerJsonSchema } from './answer-schema';
import { receiptMessages } from './prompt';
import { receiptPictures } from './receipt-pictures';
import { toExtractionResult } from './to-extraction-result';
import { validateAnswer } from './validate-answer';

export type OpenAiEngineOptions = ModelServerOptions & Readonly<{ maxPages: number }>;

/**
 * Extraction by a vision model: the pages as images, the answer constrained by our JSON schema
 * (structured outputs), then validated again here — a server that ignores `response_format` or a
 * truncated answer is caught — and turned into our result by our own rules (student match,
 * completeness audit). Categorization stays with our rule engine (CategorizingEngine).
 */
export class OpenAiExtractionEngine implements ExtractionEngine {
  readonly name = 'openai';
  private readonly model: StructuredModel;

  constructor(private readonly options: OpenAiEngineOptions) {
    this.model = new StructuredModel(options, 'extraction model');
  }

  async extract(input: ExtractionInput): Promise<ExtractionOutput> {
    const pictures = await receiptPictures(input.bytes, input.kind, this.options.maxPages, input.pdf ?? null);
    const answer = await this.model.ask({
      messages: receiptMessages(pictures),
      schemaName: 'receipt_extraction',
      schema: receiptAnswerJsonSchema(),
      check: validateAnswer,
      refused: (refusal) => new FileUnreadableError(`the extraction model declined to read the receipt: ${refusal}`),
    });
    return { result: toExtractionResult(answer, studentCandidatesOf(input.request)), pages: pictures.pages };
  }

  async close(): Promise<void> {
    // No long-lived resources: the SDK's HTTP connections close when idle.
  }
}
