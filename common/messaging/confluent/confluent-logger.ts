import type { Logger } from '../../logging';
import type { ClientLogger } from './confluent-api';

/** Routes the confluent client's log lines into our pino logger, so there is one log format. */
export const confluentLogger = (logger: Logger, namespace = 'kafka'): ClientLogger => {
  const entry = (extra?: object) => ({ confluent: namespace, ...extra });
  return {
    error: (message, extra) => logger.error(entry(extra), message),
    warn: (message, extra) => logger.warn(entry(extra), message),
    // Its info lines are every connect and rebalance: debug for us, as kafkajs's are.
    info: (message, extra) => logger.debug(entry(extra), message),
    debug: (message, extra) => logger.debug(entry(extra), message),
    namespace: (name) => confluentLogger(logger, name),
    setLogLevel: () => undefined,
  };
};
