import { Router } from '@koa/router';
import { DOCS_PAGE } from '../openapi/docs-page';
import { openApiDocument } from '../openapi/document';
import type { GatewayDeps } from '../gateway-deps';
import { type Operation, route } from '../openapi/operation';

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const openapiOperations = {
  getV1OpenapiJson: {
    method: 'get',
    path: '/v1/openapi.json',
    tag: 'Operations',
    scope: null,
    summary: 'This document',
    responses: { 200: { description: 'OpenAPI 3.1' } },
    errors: [],
  },
  getDocs: {
    method: 'get',
    path: '/docs',
    tag: 'Operations',
    scope: null,
    summary: 'This document, rendered for people',
    responses: { 200: { description: 'HTML' } },
    errors: [],
  },
} as const satisfies Readonly<Record<string, Operation>>;

/** The OpenAPI 3.1 document and its rendering: public, like /health. */
export const openApiRoutes = (deps: Pick<GatewayDeps, 'config'>): Router => {
  const router = new Router();
  const document = openApiDocument(deps.config.api.publicBaseUrl);
  route(router, openapiOperations.getV1OpenapiJson, (ctx) => {
    ctx.body = document;
  });
  route(router, openapiOperations.getDocs, (ctx) => {
    ctx.type = 'text/html';
    ctx.body = DOCS_PAGE;
  });
  return router;
};
