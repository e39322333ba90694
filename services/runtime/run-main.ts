import { loadConfig } from '../../common/config';
import { createLogger } from '../../common/logging';
import type { Service } from './service';
import { startServices, type RunningSystem } from './start-services';

/**
 * The entry point of every service process: configuration read once, the services started, and a clean
 * stop on SIGINT/SIGTERM. A configuration error or a dependency that never answers ends the process
 * with a message that says which.
 */
export const runMain = async (
  name: string,
  services: readonly Service[],
  afterStart?: (system: RunningSystem) => Promise<void>,
): Promise<void> => {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    process.stderr.write(`${name}: invalid configuration: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  const logger = createLogger({ level: config.log.level, name });
  try {
    const system = await startServices(config, logger, services);
    logger.info({ services: services.map((service) => service.name), url: system.url }, `${name} started`);
    const stop = async (signal: string) => {
      logger.info({ signal }, `${name} stopping`);
      await system.stop();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
    await afterStart?.(system);
  } catch (error) {
    logger.fatal({ err: error }, `${name} could not start`);
    process.exit(1);
  }
};
