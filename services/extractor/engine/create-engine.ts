import type { AppConfig } from '../../../common/config';
import { ConfigError } from '../../../common/config';
import { CategorizingEngine, type ProgramResolver } from './categorize';
import type { ExtractionEngine } from './extraction-engine';
import { LocalExtractionEngine } from './local/local-engine';
import { OpenAiExtractionEngine } from './openai';

export type EngineName = AppConfig['extraction']['engine'];

/**
 * The engine configuration asks for (EXTRACTION_ENGINE), without categorization: what the extractor
 * reads with, in its own thread or in reader threads, before it categorizes the items itself.
 */
export const createBaseEngine = (config: AppConfig, name: EngineName = config.extraction.engine): ExtractionEngine => {
  const openai = config.extraction.openai;
  if (name === 'openai' && openai.apiKey === null)
    throw new ConfigError('OPENAI_API_KEY is required for the openai engine');
  return name === 'openai'
    ? new OpenAiExtractionEngine({ ...openai, apiKey: openai.apiKey ?? '', maxPages: config.files.maxPages })
    : new LocalExtractionEngine({ maxPages: config.files.maxPages });
};

/**
 * The engine configuration asks for (EXTRACTION_ENGINE), with line-item categorization on top (the
 * command-line tool, the benchmarks). Create one per process and reuse it: the local engine's OCR
 * models are costly to load.
 */
export const createExtractionEngine = (
  config: AppConfig,
  resolveProgram: ProgramResolver,
  name: EngineName = config.extraction.engine,
): ExtractionEngine => new CategorizingEngine(createBaseEngine(config, name), resolveProgram);
