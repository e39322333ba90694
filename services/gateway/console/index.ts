import { Router } from '@koa/router';
import type Koa from 'koa';
import type { GatewayDeps, GatewayServices } from '../gateway-deps';
import { consoleAssets } from './console-assets';
import { consoleAuth } from './console-auth';
import type { ConsoleDeps } from './console-deps';
import { consoleJobRoutes } from './routes/job-routes';
import { consoleOverviewRoutes } from './routes/overview-routes';
import { consoleQueueRoutes } from './routes/queue-routes';
import { consoleSessionRoutes } from './routes/session-routes';

export type { ConsoleDeps } from './console-deps';
export * from './sessions';

/** Mounts the review console: its bundle at /console, its JSON API at /console/api (session cookie + CSRF header). */
export const mountConsole = (app: Koa, deps: GatewayDeps & GatewayServices & { console: ConsoleDeps }): void => {
  app.use(consoleSessionRoutes(deps).routes());
  const api = new Router();
  api.use('/console/api', consoleAuth(deps.console.sessions, deps.apiKeys, deps.now));
  for (const routes of [consoleQueueRoutes(deps), consoleJobRoutes(deps), consoleOverviewRoutes(deps)])
    api.use(routes.routes());
  app.use(api.routes());
  app.use(consoleAssets(deps.console.assetsDir));
};
