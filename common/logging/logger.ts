import pino, { type Logger } from 'pino';

export type { Logger };

/** One JSON line per entry on stdout; child loggers carry tenantId, jobId and correlationId. */
export const createLogger = (options: { level: string; name: string }): Logger =>
  pino({ level: options.level, name: options.name, base: { service: options.name }, timestamp: pino.stdTimeFunctions.isoTime });
