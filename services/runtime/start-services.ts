import type { AppConfig } from '../../common/config';
import type { Logger } from '../../common/logging';
import { connectInfrastructure, type Infrastructure } from './infrastructure';
import { newServiceContext, type Service, type StartedService } from './service';

export type RunningSystem = Readonly<{ url: string | null; infra: Infrastructure; stop: () => Promise<void> }>;

/**
 * Starts the given services in this process on shared connections. Each service's main passes its
 * own; the all-in-one main passes them all. Stopping first stops the HTTP server (no new requests),
 * then every other service side by side (consumers drain), then closes the connections.
 */
export const startServices = async (
  config: AppConfig,
  logger: Logger,
  services: readonly Service[],
): Promise<RunningSystem> => {
  const infra = await connectInfrastructure(config, logger);
  const context = newServiceContext(config, logger, infra);
  const started: StartedService[] = [];
  for (const service of services) started.push(await service.start(context));
  return {
    url: started.find((service) => service.url !== undefined)?.url ?? null,
    infra,
    stop: async () => {
      const serving = started.filter((service) => service.url !== undefined);
      await Promise.allSettled(serving.map((service) => service.stop()));
      await Promise.allSettled(started.filter((service) => service.url === undefined).map((service) => service.stop()));
      await infra.close();
    },
  };
};
