import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runEvery, type Service } from '../runtime';
import { createGatewayApp } from './app';

/** How long the gateway keeps what it accepted: far longer than the read models take to catch up, far shorter than any retention. */
const ACCEPTED_KEPT_MS = 60 * 60_000;

export const gatewayService: Service = {
  name: 'gateway',
  start: async ({ config, logger, infra, now }) => {
    const app = createGatewayApp({
      config,
      logger: logger.child({ service: 'gateway' }),
      eventLog: infra.eventLog,
      topics: infra.topics,
      jobs: infra.jobs,
      accepted: infra.accepted,
      tenants: infra.tenants,
      catalog: infra.catalog,
      idempotency: infra.idempotency,
      rateLeases: infra.rateLeases,
      batches: infra.batches,
      deliveries: infra.deliveries,
      usage: infra.usage,
      readiness: infra.readiness,
      now,
      newJobId: () => `job_${randomUUID().replace(/-/g, '')}`,
      newBatchId: () => `bat_${randomUUID().replace(/-/g, '')}`,
    });
    const server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.api.port, config.api.host, () => {
        resolve(listening);
      });
      listening.once('error', reject);
    });
    // Rate-limit slices of windows that are over are useless; FerretDB has no TTL indexes to drop them.
    const purges = [
      runEvery('rate-limit purge', 60_000, () => infra.rateLeases.purgeBefore(Date.now() - 60_000), logger),
      runEvery('accepted purge', 60_000, () => infra.accepted.purgeBefore(new Date(Date.now() - ACCEPTED_KEPT_MS)), logger),
    ];
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://${config.api.host}:${port}`,
      stop: async () => {
        await new Promise<void>((resolve) =>
          server.close(() => {
            resolve();
          }),
        );
        await Promise.all(purges.map((purge) => purge.stop()));
      },
    };
  },
};
