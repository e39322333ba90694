import type { AppConfig } from '../../../common/config';
import { ConfigError } from '../../../common/config';
import { CategorizingEngine, type ProgramResolver } from './categorize';
import type { ExtractionEngine } from './extraction-engine';
import { LocalExtractionEngine } from './local/local-engine';
import { OpenAiExtractionEngine } from './openai';

export type EngineName = AppConfig['extraction']['engine'];

/**
 * The engine configuration asks for (EXTRACTION_ENGINE), with line-item categorization on top.
 * Create one per process and reuse it: the local engine's OCR worker is costly to start.
 */
export const createExtractionEngine = (
  config: AppConfig,
  resolveProgram: ProgramResolver,
  name: EngineName = config.extraction.engine,
): ExtractionEngine => {
  const openai = config.extraction.openai;
  if (name === 'openai' && openai.apiKey === null)
    throw new ConfigError('OPENAI_API_KEY is required for the openai engine');
  const engine: ExtractionEngine =
    name === 'openai'
      ? new OpenAiExtractionEngine({
          baseUrl: openai.baseUrl,
          apiKey: openai.apiKey ?? '',
          model: openai.model,
          timeoutMs: openai.timeoutMs,
          maxRetries: openai.maxRetries,
          maxPages: config.files.maxPages,
        })
      : new LocalExtractionEngine({ maxPages: config.files.maxPages });
  return new CategorizingEngine(engine, resolveProgram);
};
