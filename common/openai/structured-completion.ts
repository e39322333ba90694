import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { mapOpenAiError } from './map-openai-error';

export type StructuredRequest = Readonly<{
  model: string;
  messages: ChatCompletionMessageParam[];
  schemaName: string;
  schema: Record<string, unknown>;
  timeoutMs: number;
  what: string;
}>;

/** One chat completion constrained by a strict JSON schema (structured outputs), SDK errors as ours. */
export const structuredCompletion = async (client: OpenAI, request: StructuredRequest): Promise<ChatCompletion> => {
  const started = Date.now();
  try {
    return await client.chat.completions.create({
      model: request.model,
      messages: request.messages,
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.schemaName, strict: true, schema: request.schema },
      },
    });
  } catch (error) {
    throw mapOpenAiError(error, request.timeoutMs, Date.now() - started, request.what);
  }
};
