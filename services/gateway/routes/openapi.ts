import { Router } from '@koa/router';
import { DOCS_PAGE } from '../openapi/docs-page';
import { openApiDocument } from '../openapi/document';
import type { GatewayDeps } from '../gateway-deps';

/** The OpenAPI 3.1 document and its rendering: public, like /health. */
export const openApiRoutes = (deps: Pick<GatewayDeps, 'config'>): Router => {
  const router = new Router();
  const document = openApiDocument(deps.config.api.publicBaseUrl);
  router.get('/v1/openapi.json', (ctx) => {
    ctx.body = document;
  });
  router.get('/docs', (ctx) => {
    ctx.type = 'text/html';
    ctx.body = DOCS_PAGE;
  });
  return router;
};
