import { Router } from '@koa/router';
import { NotFoundError, ServiceUnavailableError } from '../../../common/errors';
import { batchCancelRequested, batchStatus, type BatchItemStatus } from '../../../domain/batches';
import type { BatchRecord } from '../../../projections/batches';
import { requireScope, tenantOf, workTenantOf } from '../middleware/authenticate';
import { readJsonBody } from '../http/read-json-body';
import { queryInteger } from '../http/query';
import { nextCursor, pageQuery, pageQueryParams } from '../http/page-query';
import { batchItemResponse, batchResponse } from '../batches/batch-response';
import { submitBatch } from '../batches/submit-batch';
import { validateBatchItems } from '../batches/validate-batch-items';
import { readBatch, readBatchItems } from '../batches/read-batch';
import { assertReceiptJob } from '../jobs/assert-receipt-job';
import { assertMetadataSize, assertWebhookUrl } from '../validation/url-rules';
import { validator } from '../../../common/validation';
import { BATCH_CONCURRENCY, BatchRequestSchema, MAX_BATCH_ITEMS, metadataJsonOf } from '../../../contracts';
import type { GatewayDeps } from '../gateway-deps';
import { fromDatabase } from '../http/from-database';
import { idsOf } from '../http/request-ids';
import {
  BatchAcceptedResponse as BatchAcceptedResponseSchema,
  BatchItemList as BatchItemListSchema,
  BatchRecord as BatchRecordSchema,
} from '../openapi/schemas/batches-webhooks';
import { type Operation, READ_ERRORS, WRITE_ERRORS, route } from '../openapi/operation';

const validateBatchRequest = validator(BatchRequestSchema);
const ITEM_STATUSES: readonly BatchItemStatus[] = ['queued', 'processing', 'completed', 'failed', 'cancelled'];

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const batchesOperations = {
  postV1Batches: {
    method: 'post',
    path: '/v1/batches',
    tag: 'Batches',
    scope: 'batches',
    summary: `Submit up to ${MAX_BATCH_ITEMS.toLocaleString('en-US')} receipts or claims`,
    description:
      'Every item is checked before any is accepted (400 names the bad item, e.g. items[17].fileUrl). Answers 202 at once; every item is also a job. See docs/batches.md.',
    query: [
      {
        name: 'concurrencyLimit',
        schema: {
          type: 'integer',
          minimum: BATCH_CONCURRENCY.min,
          maximum: BATCH_CONCURRENCY.max,
          default: BATCH_CONCURRENCY.fallback,
        },
        description: 'the most items of this batch processing at once, across all workers',
      },
    ],
    body: BatchRequestSchema,
    responses: { 202: { description: 'accepted', schema: BatchAcceptedResponseSchema } },
    errors: WRITE_ERRORS,
  },
  getV1BatchesBatchId: {
    method: 'get',
    path: '/v1/batches/{batchId}',
    tag: 'Batches',
    scope: 'jobs:read',
    summary: 'A batch: status, counts, progress',
    responses: { 200: { description: 'the batch', schema: BatchRecordSchema } },
    errors: READ_ERRORS,
  },
  getV1BatchesBatchIdItems: {
    method: 'get',
    path: '/v1/batches/{batchId}/items',
    tag: 'Batches',
    scope: 'jobs:read',
    summary: "A batch's items, in index order",
    query: pageQueryParams('items', ITEM_STATUSES),
    responses: { 200: { description: 'a page of items', schema: BatchItemListSchema } },
    errors: READ_ERRORS,
  },
  deleteV1BatchesBatchId: {
    method: 'delete',
    path: '/v1/batches/{batchId}',
    tag: 'Batches',
    scope: 'batches',
    summary: 'Cancel the items not started',
    description:
      'Items not yet started end failed with CANCELLED; running ones finish. batch.completed is sent once, with status cancelled.',
    responses: {
      202: { description: 'cancellation recorded', schema: BatchRecordSchema },
      200: { description: 'the batch had ended or was cancelled already', schema: BatchRecordSchema },
    },
    errors: READ_ERRORS,
  },
} as const satisfies Readonly<Record<string, Operation>>;

/** Batches: submit up to 1,000 items, follow their progress, page through the items, cancel what has not started. */
export const batchRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();

  const findBatch = async (tenantId: string, batchId: string): Promise<BatchRecord> => {
    const record = await readBatch(deps, tenantId, batchId);
    if (record === null) throw new NotFoundError(`No batch '${batchId}'`);
    return record;
  };

  route(router, batchesOperations.postV1Batches, async (ctx) => {
    requireScope(ctx, 'batches');
    const concurrencyLimit = queryInteger(ctx.query, 'concurrencyLimit', BATCH_CONCURRENCY);
    const body = validateBatchRequest(await readJsonBody(ctx, deps.config.batches.maxBodyBytes));
    if (body.webhookUrl !== undefined)
      assertWebhookUrl('webhookUrl', body.webhookUrl, deps.config.webhooks.allowedHttpHosts);
    assertMetadataSize(body.metadata);
    const tenant = await workTenantOf(ctx, (id) => fromDatabase(() => deps.tenants.getTenant(id)), body);
    const { tenantId } = tenant;
    const tenantDefaultProgram = body.batchType === 'submission_audit' ? tenant.defaultProgramKey : null;
    const ids = idsOf(ctx, deps);
    const items = await validateBatchItems(body.items, {
      batchType: body.batchType,
      tenantId,
      tenantDefaultProgram,
      catalog: deps.catalog,
      allowedHttpHosts: deps.config.webhooks.allowedHttpHosts,
      newJobId: ids.newJobId,
      assertReceiptJob: (receiptJobId, field) => assertReceiptJob(deps, tenantId, receiptJobId, field),
    });
    const batchId = ids.newBatchId();
    ctx.state.jobId = batchId;
    const batch = await submitBatch(
      deps,
      tenantId,
      {
        batchId,
        batchType: body.batchType,
        totalItems: items.length,
        concurrencyLimit,
        webhookUrl: body.webhookUrl ?? null,
        metadataJson: metadataJsonOf(body.metadata),
      },
      items,
    );
    const pollUrl = `${deps.config.api.publicBaseUrl}/v1/batches/${batchId}`;
    ctx.status = 202;
    ctx.set('Location', pollUrl);
    ctx.body = {
      batchId,
      tenantId,
      totalItems: items.length,
      status: 'processing',
      createdAt: batch.state.createdAt,
      pollUrl,
    };
  });

  route(router, batchesOperations.getV1BatchesBatchId, async (ctx) => {
    requireScope(ctx, 'jobs:read');
    ctx.state.jobId = ctx.params.batchId;
    ctx.body = batchResponse(await findBatch(tenantOf(ctx), ctx.params.batchId!));
  });

  route(router, batchesOperations.getV1BatchesBatchIdItems, async (ctx) => {
    requireScope(ctx, 'jobs:read');
    const tenantId = tenantOf(ctx);
    const batchId = ctx.params.batchId!;
    await findBatch(tenantId, batchId);
    const { status, limit } = pageQuery(ctx.query, ITEM_STATUSES);
    // The cursor is the last index of the previous page.
    const afterIndex = queryInteger(ctx.query, 'cursor', { fallback: -1, min: -1, max: 1_000_000 });
    const items = await readBatchItems(deps, { tenantId, batchId, status, afterIndex, limit });
    ctx.body = {
      batchId,
      items: items.map(batchItemResponse),
      nextCursor: nextCursor(items, limit, (item) => String(item.index)),
    };
  });

  route(router, batchesOperations.deleteV1BatchesBatchId, async (ctx) => {
    requireScope(ctx, 'batches');
    const tenantId = tenantOf(ctx);
    const record = await findBatch(tenantId, ctx.params.batchId!);
    ctx.state.jobId = record.batchId;
    if (record.completedAt !== null || record.cancelRequestedAt !== null) {
      ctx.body = batchResponse(record); // nothing left to cancel: the answer is the batch as it is
      return;
    }
    const event = batchCancelRequested(record.batchId, tenantId, deps.now());
    try {
      await deps.eventLog.append(deps.topics.jobs, record.batchId, [event]);
    } catch (error) {
      throw new ServiceUnavailableError('The event log', error);
    }
    // The coordinator cancels the items not started within moments; the answer shows the decision.
    const cancelled = { ...record, cancelRequestedAt: event.metadata.occurredAt };
    ctx.status = 202;
    ctx.body = { ...batchResponse(cancelled), status: batchStatus(cancelled, record.counts) };
  });

  return router;
};
