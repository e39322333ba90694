import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runEvery, type Service } from '../runtime';
import { consoleAssetsDir } from '../../common/paths';
import { createGatewayApp } from './app';
import { MongoConsoleSessionStore } from './console/sessions';
import { projectionsService } from '../projections/start-service';

/** How long the gateway keeps what it accepted: far longer than the read models take to catch up, far shorter than any retention. */
const ACCEPTED_KEPT_MS = 60 * 60_000;

export const gatewayService: Service = {
  name: 'gateway',
  start: async ({ config, logger, infra, now }) => {
    // Console sign-ins are the gateway's own records: no other service reads or writes them.
    const consoleSessions = new MongoConsoleSessionStore(infra.mongo.db);
    await consoleSessions.ensureIndexes();
    const app = createGatewayApp(
      {
        config,
        logger: logger.child({ service: 'gateway' }),
        eventLog: infra.eventLog,
        topics: infra.topics,
        jobs: infra.jobs,
        jobFinals: infra.jobFinals,
        accepted: infra.accepted,
        reviewLog: infra.reviewLog,
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
      },
      { reviewQueue: infra.reviewQueue, sessions: consoleSessions, assetsDir: consoleAssetsDir },
    );
    const server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.api.port, config.api.host, () => {
        resolve(listening);
      });
      listening.once('error', reject);
    });
    // Rate-limit slices of windows that are over are useless; a timer drops them (no TTL index is relied on).
    const purges = [
      runEvery('console session purge', 600_000, () => consoleSessions.purgeExpired(new Date()), logger),
      runEvery('rate-limit purge', 60_000, () => infra.rateLeases.purgeBefore(Date.now() - 60_000), logger),
      runEvery(
        'accepted purge',
        60_000,
        () => infra.accepted.purgeBefore(new Date(Date.now() - ACCEPTED_KEPT_MS)),
        logger,
      ),
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

/** What a gateway process runs (main.ts, and bench:gateway): the read models it serves, then the HTTP API. */
export const gatewayProcessServices: readonly Service[] = [projectionsService, gatewayService];
