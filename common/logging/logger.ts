import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * One JSON line per entry on stdout; child loggers carry tenantId, jobId and correlationId. Command-line
 * tools whose stdout is their answer log to stderr (`stream: 2`).
 */
export const createLogger = (options: { level: string; name: string; stream?: 1 | 2 }): Logger => {
  const settings = {
    level: options.level,
    name: options.name,
    base: { service: options.name },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return options.stream === 2 ? pino(settings, pino.destination(2)) : pino(settings);
};
