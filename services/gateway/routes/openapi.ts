import { Router } from '@koa/router';
import { EVENT_SCHEMAS } from '../../../common/events/avro/event-schemas';
import { asyncApiDocument } from '../../../common/events/catalogue/asyncapi-document';
import { topicsFor } from '../../../common/topics';
import { referenceDocument } from '../openapi/reference-document';
import { REFERENCE_PAGE, REFERENCE_PAGE_POLICY } from '../reference/reference-page';
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
  getV1AsyncapiJson: {
    method: 'get',
    path: '/v1/asyncapi.json',
    tag: 'Operations',
    scope: null,
    summary: 'The event catalogue: every event on the Kafka topic, as AsyncAPI 3 (docs/events.md)',
    responses: { 200: { description: 'AsyncAPI 3.0' } },
    errors: [],
  },
  getDocs: {
    method: 'get',
    path: '/docs',
    tag: 'Operations',
    scope: null,
    summary: 'This document and the event catalogue, rendered for people (Scalar)',
    responses: { 200: { description: 'HTML' } },
    errors: [],
  },
} as const satisfies Readonly<Record<string, Operation>>;

/** The API's two descriptions (HTTP and events) and their rendering: public, like /health. */
export const openApiRoutes = (deps: Pick<GatewayDeps, 'config'>): Router => {
  const router = new Router();
  const document = referenceDocument(deps.config.api.publicBaseUrl);
  const catalogue = asyncApiDocument({
    schemas: EVENT_SCHEMAS,
    topics: topicsFor(deps.config.kafka.topicPrefix),
    partitions: deps.config.kafka.partitions,
  });
  route(router, openapiOperations.getV1OpenapiJson, (ctx) => {
    ctx.body = document;
  });
  route(router, openapiOperations.getV1AsyncapiJson, (ctx) => {
    ctx.body = catalogue;
  });
  route(router, openapiOperations.getDocs, (ctx) => {
    ctx.type = 'text/html';
    ctx.set('content-security-policy', REFERENCE_PAGE_POLICY);
    ctx.body = REFERENCE_PAGE;
  });
  return router;
};
