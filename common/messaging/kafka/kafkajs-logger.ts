import { logLevel, type LogEntry } from 'kafkajs';
import type { Logger } from '../../logging';

/** Routes kafkajs's own log lines into our pino logger, so there is one log format. */
export const kafkajsLogCreator =
  (logger: Logger) =>
  () =>
  ({ namespace, level, log }: LogEntry) => {
    const { message, ...extra } = log;
    const entry = { kafkajs: namespace, ...extra };
    if (level <= logLevel.ERROR) logger.error(entry, message);
    else if (level === logLevel.WARN) logger.warn(entry, message);
    else logger.debug(entry, message);
  };
