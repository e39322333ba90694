import { Router } from '@koa/router';
import { DeliveryInFlightError, NotFoundError, ValidationError } from '../../../common/errors';
import { WORK_SCOPES } from '../../../domain/tenants';
import type { Delivery, DeliveryStatus } from '../../../domain/webhooks';
import { requireScope, tenantOf } from '../middleware/authenticate';
import { queryString } from '../http/query';
import { nextCursor, pageQuery, pageQueryParams } from '../http/page-query';
import { fromDatabase } from '../http/from-database';
import type { GatewayDeps } from '../gateway-deps';
import type { DeliveryPosition } from '../../../projections/webhook-deliveries';
import {
  WebhookDelivery as WebhookDeliverySchema,
  WebhookDeliveryList as WebhookDeliveryListSchema,
} from '../openapi/schemas/batches-webhooks';
import { type Operation, READ_ERRORS, route } from '../openapi/operation';

const STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed'];
/** How long a retry by hand holds the delivery while it changes it: what a gateway that dies midway delays it by. */
const RETRY_HOLD_MS = 30_000;

/** The log pages newest first: a page's cursor is where its last delivery stands, opaque to clients. */
const cursorOf = (delivery: Delivery): string =>
  Buffer.from(`${delivery.createdAt} ${delivery.deliveryId}`).toString('base64url');

const positionOf = (cursor: string): DeliveryPosition => {
  const [createdAt, deliveryId, ...rest] = Buffer.from(cursor, 'base64url').toString().split(' ');
  if (createdAt === undefined || deliveryId === undefined || rest.length > 0 || Number.isNaN(Date.parse(createdAt)))
    throw new ValidationError('cursor must be the nextCursor of a previous page of this listing');
  return { createdAt, deliveryId };
};

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
    summary: 'The webhook delivery log, with every attempt, newest first',
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
    // Sending is a side effect a read-only key must not have: a key that submits work may send its webhooks again.
    scope: WORK_SCOPES,
    summary: 'Send a delivery again now',
    description:
      'Same webhook-id and body; also lifts a 410 stop on that URL. A delivery an attempt is sending at this moment ' +
      'answers 409 DELIVERY_IN_FLIGHT with Retry-After.',
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
        before: cursor === null ? null : positionOf(cursor),
      }),
    );
    ctx.body = { deliveries: deliveries.map(deliveryResponse), nextCursor: nextCursor(deliveries, limit, cursorOf) };
  });

  route(router, webhooksOperations.postV1WebhooksDeliveriesDeliveryIdRetry, async (ctx) => {
    requireScope(ctx, WORK_SCOPES);
    const tenantId = tenantOf(ctx);
    const deliveryId = ctx.params.deliveryId!;
    const missing = () => new NotFoundError(`No webhook delivery '${deliveryId}'`);
    if ((await fromDatabase(() => deps.deliveries.getForTenant(tenantId, deliveryId))) === null) throw missing();
    const now = deps.now();
    // Retrying by hand says the receiver is back: the store also lifts a 410 stop on the URL.
    const retried = await fromDatabase(() =>
      deps.deliveries.retryByHand(deliveryId, now, new Date(now.getTime() + RETRY_HOLD_MS)),
    );
    if (retried.outcome === 'missing') throw missing();
    if (retried.outcome === 'in-flight')
      throw new DeliveryInFlightError(deliveryId, (retried.leaseUntil.getTime() - now.getTime()) / 1000);
    ctx.status = 202;
    ctx.body = deliveryResponse(retried.delivery);
  });

  return router;
};
