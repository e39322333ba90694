import { Router } from '@koa/router';
import { readSchemaFiles } from '../../../common/events/avro/schema-files';
import { asyncApiDocument } from '../../../common/events/catalogue/asyncapi-document';
import { schemasDir } from '../../../common/paths';
import { topicsFor } from '../../../common/topics';
import { referenceDocument } from '../openapi/reference-document';
import { REFERENCE_PAGE, REFERENCE_PAGE_POLICY } from '../reference/reference-page';
import type { GatewayDeps } from '../gateway-deps';

/** The API's two descriptions (HTTP and events) and their rendering: public, like /health. */
export const openApiRoutes = (deps: Pick<GatewayDeps, 'config'>): Router => {
  const router = new Router();
  const document = referenceDocument(deps.config.api.publicBaseUrl);
  const catalogue = asyncApiDocument({
    schemas: readSchemaFiles(schemasDir),
    topics: topicsFor(deps.config.kafka.topicPrefix),
    partitions: deps.config.kafka.partitions,
  });
  router.get('/v1/openapi.json', (ctx) => {
    ctx.body = document;
  });
  router.get('/v1/asyncapi.json', (ctx) => {
    ctx.body = catalogue;
  });
  router.get('/docs', (ctx) => {
    ctx.type = 'text/html';
    ctx.set('content-security-policy', REFERENCE_PAGE_POLICY);
    ctx.body = REFERENCE_PAGE;
  });
  return router;
};
