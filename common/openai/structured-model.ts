import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { askUntilValid } from './ask-until-valid';
import type { JsonAnswerCheck } from './json-answer';
import { structuredCompletion } from './structured-completion';

export type ModelServerOptions = Readonly<{
  /** Any server speaking the OpenAI chat-completions wire format (OpenAI, Azure-compatible proxies, vLLM, Ollama…). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per request; a timed-out request counts as one failed try. */
  timeoutMs: number;
  /** Extra tries, both for 429/5xx/timeouts (the SDK, with exponential backoff) and for invalid answers (here). */
  maxRetries: number;
}>;

export type StructuredQuestion<T> = Readonly<{
  messages: ChatCompletionMessageParam[];
  schemaName: string;
  schema: Record<string, unknown>;
  /** Our own check of the answer: a server may ignore `response_format`, or an answer may be cut short. */
  check: (content: string | null | undefined) => JsonAnswerCheck<T>;
  /** What a refusal ends the asking with: the model will not read it however often it is asked. */
  refused: (refusal: string) => Error;
}>;

/** A model on an OpenAI-compatible server, asked for answers in our JSON schema until one passes our check. */
export class StructuredModel {
  private readonly client: OpenAI;

  /** `what` names the model in errors ("the audit model did not answer within …"). */
  constructor(
    private readonly options: ModelServerOptions,
    private readonly what: string,
  ) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  ask<T>(question: StructuredQuestion<T>): Promise<T> {
    const { model, timeoutMs, maxRetries } = this.options;
    const { messages, schemaName, schema } = question;
    return askUntilValid(
      async () => {
        const completion = await structuredCompletion(this.client, {
          model,
          messages,
          schemaName,
          schema,
          timeoutMs,
          what: this.what,
        });
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw question.refused(message.refusal);
        return question.check(message?.content);
      },
      maxRetries + 1,
      this.what,
    );
  }
}
