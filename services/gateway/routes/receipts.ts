import { Router } from '@koa/router';
import { PriorityNotAllowedError, UseAsyncError, ValidationError, jobFailureError } from '../../../common/errors';
import type { Limits } from '../../../domain/limits';
import { requireScope, workTenantOf } from '../middleware/authenticate';
import { readJsonBody } from '../http/read-json-body';
import { queryBoolean, queryString } from '../http/query';
import { idsOf } from '../http/request-ids';
import { submitJob } from '../jobs/submit-job';
import { waitEstimator } from '../jobs/wait-estimator';
import { ReceiptExtractionRequestSchema, metadataJsonOf, toReceiptRequest } from '../../../contracts';
import { assertFileUrl, assertMetadataSize, assertWebhookUrl } from '../validation/url-rules';
import { validator } from '../../../common/validation';
import { awaitFinalJob } from '../jobs/await-final-job';
import { validateReceiptFile } from '../jobs/validate-receipt-file';
import type { Context } from 'koa';
import type { JobPriority } from '../../../domain/jobs';
import type { GatewayDeps, GatewayServices } from '../gateway-deps';
import { ReceiptExtractionResult as ReceiptExtractionResultSchema } from '../../../contracts';
import {
  JobQueuedResponse as JobQueuedResponseSchema,
  ValidateOnlyResponse as ValidateOnlyResponseSchema,
} from '../openapi/schemas/jobs';
import { type Operation, WRITE_ERRORS, bool, named, route } from '../openapi/operation';

const validateReceiptRequest = validator(ReceiptExtractionRequestSchema);

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const receiptsOperations = {
  postV1ReceiptsExtract: {
    method: 'post',
    path: '/v1/receipts/extract',
    tag: 'Receipts',
    scope: 'receipts',
    summary: 'Queue a receipt extraction',
    description:
      'Records the job and answers 202 at once. With validateOnly=true, checks the payload and the file (reachable, type, size) and queues nothing.',
    query: [
      {
        name: 'priority',
        schema: { type: 'string', enum: ['standard', 'high'], default: 'standard' },
        description: 'high needs a plan that allows it (403 PRIORITY_NOT_ALLOWED)',
      },
      named('validateOnly', bool('check only; nothing is queued', false)),
    ],
    body: ReceiptExtractionRequestSchema,
    responses: {
      202: { description: 'queued', schema: JobQueuedResponseSchema },
      200: { description: 'validateOnly answer', schema: ValidateOnlyResponseSchema },
    },
    errors: WRITE_ERRORS,
  },
  postV1ReceiptsExtractSync: {
    method: 'post',
    path: '/v1/receipts/extract-sync',
    tag: 'Receipts',
    scope: 'receipts',
    summary: 'Extract a one-page receipt synchronously',
    description:
      'The same job as the asynchronous endpoint, awaited up to the sync cutoff (default 8 s): past it, 504 SYNC_TIMEOUT with jobId and pollUrl while the work goes on. A multi-page file answers 400 USE_ASYNC. A failed job answers with its own code (422 FILE_UNREACHABLE, 413, 415, ...).',
    query: [named('fastMode', bool('skip categorization, return raw line items', false))],
    body: ReceiptExtractionRequestSchema,
    responses: { 200: { description: 'the result', schema: ReceiptExtractionResultSchema } },
    errors: [...WRITE_ERRORS, 422, 500, 504],
  },
} as const satisfies Readonly<Record<string, Operation>>;

export const receiptRoutes = (deps: GatewayDeps & GatewayServices): Router => {
  const router = new Router();
  const estimateWait = waitEstimator(deps.jobs, deps.now);

  /** Validates the body, resolves the tenant and checks its limits: what both extract endpoints share. */
  const acceptReceipt = async (ctx: Context, priority: JobPriority) => {
    requireScope(ctx, 'receipts');
    const body = validateReceiptRequest(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    assertFileUrl('fileUrl', body.fileUrl);
    if (body.webhookUrl !== undefined)
      assertWebhookUrl('webhookUrl', body.webhookUrl, deps.config.webhooks.allowedHttpHosts);
    assertMetadataSize(body.metadata);
    const { tenantId } = await workTenantOf(ctx, (id) => deps.tenantCache.get(id), body);
    const limits = ctx.state.limits as Limits;
    if (priority === 'high' && !limits.highPriority)
      throw new PriorityNotAllowedError('priority=high needs a plan that includes it');
    if (body.programKey !== undefined) await deps.catalog.resolve(tenantId, body.programKey, null);
    return { body, tenantId, limits };
  };

  const recordReceiptJob = async (
    ctx: Context,
    accepted: Awaited<ReturnType<typeof acceptReceipt>>,
    options: { priority: JobPriority; fastMode: boolean },
  ) => {
    const { body, tenantId, limits } = accepted;
    await deps.openJobs.assertCapacity(tenantId, limits, 1);
    const jobId = idsOf(ctx, deps).newJobId();
    ctx.state.jobId = jobId;
    await submitJob(deps, tenantId, {
      jobId,
      jobType: 'receipt_extraction',
      priority: options.priority,
      receipt: toReceiptRequest(body, options.fastMode),
      audit: null,
      webhookUrl: body.webhookUrl ?? null,
      metadataJson: metadataJsonOf(body.metadata),
      batchId: null,
      batchIndex: null,
    });
    return { jobId, tenantId, pollUrl: `${deps.config.api.publicBaseUrl}/v1/jobs/${jobId}` };
  };

  route(router, receiptsOperations.postV1ReceiptsExtract, async (ctx) => {
    const priority = queryString(ctx.query, 'priority') ?? 'standard';
    if (priority !== 'standard' && priority !== 'high')
      throw new ValidationError('priority must be one of standard, high');
    const validateOnly = queryBoolean(ctx.query, 'validateOnly', false);
    const accepted = await acceptReceipt(ctx, priority);
    if (validateOnly) {
      ctx.body = {
        ...(await validateReceiptFile(accepted.body.fileUrl, deps.config.files)),
        tenantId: accepted.tenantId,
      };
      return;
    }
    const { jobId, tenantId, pollUrl } = await recordReceiptJob(ctx, accepted, { priority, fastMode: false });
    ctx.status = 202;
    ctx.set('Location', pollUrl);
    ctx.body = { jobId, tenantId, status: 'queued', pollUrl, estimatedWaitMs: await estimateWait() };
  });

  /**
   * The synchronous variant: the same job through the same workers, awaited up to the cutoff. Past it,
   * 504 SYNC_TIMEOUT with the jobId and pollUrl: the work goes on and its result stays available.
   */
  route(router, receiptsOperations.postV1ReceiptsExtractSync, async (ctx) => {
    const fastMode = queryBoolean(ctx.query, 'fastMode', false);
    const accepted = await acceptReceipt(ctx, 'standard');
    const { jobId, tenantId, pollUrl } = await recordReceiptJob(ctx, accepted, { priority: 'standard', fastMode });
    const view = await awaitFinalJob(deps, tenantId, jobId, { cutoffMs: deps.config.api.syncCutoffMs, pollUrl });
    ctx.set('X-Job-Id', jobId);
    if (view.status === 'failed') throw jobFailureError(view.errorCode, view.errorMessage, { jobId, pollUrl });
    if ((view.pages ?? 1) > 1) {
      throw new UseAsyncError(
        `The file has ${view.pages} pages; the synchronous endpoint reads one. Its result is kept on the job: poll pollUrl`,
        { jobId, pollUrl },
      );
    }
    ctx.body = view.result;
  });

  return router;
};
