import type { AppConfig } from '../../../common/config';
import type { AuditLineReader } from './audit-line-reader';
import { OpenAiAuditReader } from './openai/openai-audit-reader';

/** The configured line reader: none for AUDIT_ENGINE=local (the rules alone), a model for openai. */
export const createAuditLineReader = (config: AppConfig): AuditLineReader | undefined => {
  if (config.audit.engine !== 'openai') return undefined;
  const openai = config.extraction.openai;
  return new OpenAiAuditReader({ ...openai, apiKey: openai.apiKey ?? '' });
};
