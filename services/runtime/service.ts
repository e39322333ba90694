import { hostname } from 'node:os';
import type { AppConfig } from '../../common/config';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import type { Infrastructure } from './infrastructure';

/** What every service of a process shares: the configuration, the connections, the clock. */
export type ServiceContext = Readonly<{
  config: AppConfig;
  logger: Logger;
  infra: Infrastructure;
  now: () => Date;
  workerId: string;
}>;

export type StartedService = Readonly<{ url?: string; stop: () => Promise<void> }>;

/** One service: each lives in its own folder (services/<name>/start-service.ts); a process starts the ones its main names. */
export type Service = Readonly<{ name: string; start: (context: ServiceContext) => Promise<StartedService> }>;

export const newServiceContext = (config: AppConfig, logger: Logger, infra: Infrastructure): ServiceContext => ({
  config,
  logger,
  infra,
  now: () => new Date(),
  workerId: `${hostname()}-${process.pid}`,
});

/** A service made only of subscriptions stops by stopping them all. */
export const stopAll = (subscriptions: readonly Subscription[]) => async (): Promise<void> => {
  await Promise.allSettled(subscriptions.map((subscription) => subscription.stop()));
};
