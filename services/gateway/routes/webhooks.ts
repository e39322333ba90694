import { Router } from '@koa/router';
import { NotFoundError } from '../../../common/errors';
import type { Delivery, DeliveryStatus } from '../../../domain/webhooks';
import { requireScope, tenantOf } from '../middleware/authenticate';
import { queryString } from '../http/query';
import { nextCursor, pageQuery, pageQueryParams } from '../http/page-query';
import { fromDatabase } from '../http/from-database';
import type { GatewayDeps } from '../gateway-deps';
import {
  WebhookDelivery as WebhookDeliverySchema,
  WebhookDeliveryList as WebhookDeliveryListSchema,
} from '../openapi/schemas/batches-webhooks';
import { type Operation, READ_ERRORS, route } from '../openapi/operation';

const STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed'];

/** A delivery as the log shows it; the body is what was signed and sent, parsed back for reading. */
const deliveryResponse = (delivery: Delivery) => ({
  deliveryId: delivery.deliveryId,
  type: delivery.type,
  url: delivery.url,
  status: delivery.status,
  jobId: delivery.jobId,
  batchId: delivery.batchId,
  eventId: delivery.eventId,
  attempts: delivery.attempts,
  nextAttemptAt: delivery.nextAttemptAt,
  lastError: delivery.lastError,
  createdAt: delivery.createdAt,
  updatedAt: delivery.updatedAt,
  deliveredAt: delivery.deliveredAt,
  payload: JSON.parse(delivery.body) as unknown,
});

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const webhooksOperations = {
  getV1WebhooksDeliveries: {
    method: 'get',
    path: '/v1/webhooks/deliveries',
    tag: 'Webhooks',
    scope: 'jobs:read',
    summary: 'The webhook delivery log, with every attempt',
    query: [
      { name: 'jobId', schema: { type: 'string' }, description: 'deliveries about this job' },
      { name: 'batchId', schema: { type: 'string' }, description: 'deliveries about this batch' },
      ...pageQueryParams('deliveries', STATUSES),
    ],
    responses: { 200: { description: 'deliveries', schema: WebhookDeliveryListSchema } },
    errors: READ_ERRORS,
  },
  postV1WebhooksDeliveriesDeliveryIdRetry: {
    method: 'post',
    path: '/v1/webhooks/deliveries/{deliveryId}/retry',
    tag: 'Webhooks',
    scope: 'jobs:read',
    summary: 'Send a delivery again now',
    description: 'Same webhook-id and body; also lifts a 410 stop on that URL.',
    responses: { 202: { description: 'queued for sending', schema: WebhookDeliverySchema } },
    errors: READ_ERRORS,
  },
} as const satisfies Readonly<Record<string, Operation>>;

/** The webhook delivery log: list deliveries with every attempt, and send one again by hand. */
export const webhookRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();

  route(router, webhooksOperations.getV1WebhooksDeliveries, async (ctx) => {
    requireScope(ctx, 'jobs:read');
    const tenantId = tenantOf(ctx);
    const { status, limit, cursor } = pageQuery(ctx.query, STATUSES);
    const deliveries = await fromDatabase(() =>
      deps.deliveries.list({
        tenantId,
        jobId: queryString(ctx.query, 'jobId') ?? null,
        batchId: queryString(ctx.query, 'batchId') ?? null,
        status,
        limit,
        before: cursor,
      }),
    );
    ctx.body = {
      deliveries: deliveries.map(deliveryResponse),
      nextCursor: nextCursor(deliveries, limit, (delivery) => delivery.deliveryId),
    };
  });

  route(router, webhooksOperations.postV1WebhooksDeliveriesDeliveryIdRetry, async (ctx) => {
    requireScope(ctx, 'jobs:read');
    const tenantId = tenantOf(ctx);
    const delivery = await fromDatabase(() => deps.deliveries.getForTenant(tenantId, ctx.params.deliveryId!));
    if (delivery === null) throw new NotFoundError(`No webhook delivery '${ctx.params.deliveryId}'`);
    const at = deps.now().toISOString();
    const again: Delivery = { ...delivery, status: 'pending', nextAttemptAt: at, updatedAt: at };
    await fromDatabase(async () => {
      await deps.deliveries.enableUrl(tenantId, delivery.url); // retrying by hand says the receiver is back
      await deps.deliveries.saveAttempt(again);
    });
    ctx.status = 202;
    ctx.body = deliveryResponse(again);
  });

  return router;
};
