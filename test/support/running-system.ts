import type { AppConfig } from '../../common/config';
import { createLogger } from '../../common/logging';
import { createTenant, issueApiKey } from '../../common/tenants';
import type { Scope } from '../../domain/tenants';
import { eraseRunData, type RunningSystem } from '../../services/runtime';
import { startSystem, type ServiceName, type SystemOptions } from '../../services/all-in-one/start-system';

export type TestSystem = RunningSystem &
  Readonly<{
    url: string;
    config: AppConfig;
    /** Creates a tenant and returns a fresh API key for it. */
    newTenant: (tenantId: string, options?: { scopes?: Scope[] }) => Promise<string>;
    /** Stops the services and removes what this test file created on the servers. */
    teardown: () => Promise<void>;
  }>;

/** The services a receipt, its batch and its webhooks go through (no auditor). */
export const RECEIPT_SERVICES_WITH_WEBHOOKS: readonly ServiceName[] = [
  'gateway',
  'projections',
  'extractor',
  'batch-coordinator',
  'notifier',
];

export const startTestSystem = async (
  config: AppConfig,
  services: readonly ServiceName[] = [
    'gateway',
    'projections',
    'extractor',
    'auditor',
    'batch-coordinator',
    'notifier',
  ],
  options: Omit<SystemOptions, 'services'> = {},
): Promise<TestSystem> => {
  const system = await startSystem(config, createLogger({ level: config.log.level, name: 'test' }), {
    ...options,
    services,
  });
  return {
    ...system,
    url: system.url ?? '',
    config,
    newTenant: async (tenantId, options = {}) => {
      await createTenant(system.infra.tenants, { tenantId }, new Date());
      return (
        await issueApiKey(
          system.infra.tenants,
          { tenantId, ...(options.scopes ? { scopes: options.scopes } : {}) },
          new Date(),
        )
      ).apiKey;
    },
    teardown: async () => {
      await system.stop();
      await eraseRunData(config, createLogger({ level: 'silent', name: 'test' }));
    },
  };
};

/** Polls until the predicate holds or the time runs out; returns the last value seen. */
export const pollUntil = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await read();
  }
  return value;
};
