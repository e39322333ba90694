import { hostname } from 'node:os';
import { BoundedMap } from '../../common/cache';
import type { AppConfig } from '../../common/config';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import type { Infrastructure } from './infrastructure';

/** Jobs a worker process remembers having ended; a repeated request comes within seconds of the first, far fewer jobs than this. */
const ENDED_JOBS_REMEMBERED = 50_000;

/** What every service of a process shares: the configuration, the connections, the clock. */
export type ServiceContext = Readonly<{
  config: AppConfig;
  logger: Logger;
  infra: Infrastructure;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  workerId: string;
}>;

export type StartedService = Readonly<{ url?: string; stop: () => Promise<void> }>;

/** One service: each lives in its own folder (services/<name>/start-service.ts); a process starts the ones its main names. */
export type Service = Readonly<{ name: string; start: (context: ServiceContext) => Promise<StartedService> }>;

export const newServiceContext = (
  config: AppConfig,
  logger: Logger,
  infra: Infrastructure,
  sleep?: (ms: number) => Promise<void>,
): ServiceContext => ({
  config,
  logger,
  infra,
  now: () => new Date(),
  sleep: sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
  workerId: `${hostname()}-${process.pid}`,
});

/** What the job workers (extractor, auditor) need from the context. */
export const jobRunnerDeps = (context: ServiceContext, service: string) => ({
  eventLog: context.infra.eventLog,
  topics: context.infra.topics,
  jobs: context.infra.jobs,
  logger: context.logger.child({ service }),
  now: context.now,
  sleep: context.sleep,
  workerId: context.workerId,
  retry: context.config.jobs,
  ended: new BoundedMap<string, 'completed' | 'failed'>(ENDED_JOBS_REMEMBERED),
});

/** A service made only of subscriptions stops by stopping them all. */
export const stopAll = (subscriptions: readonly Subscription[]) => async (): Promise<void> => {
  await Promise.allSettled(subscriptions.map((subscription) => subscription.stop()));
};
