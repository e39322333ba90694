import { Router } from '@koa/router';
import { jobFailureError } from '../../../common/errors';
import type { Limits } from '../../../domain/limits';
import { requireScope, workTenantOf } from '../middleware/authenticate';
import { readJsonBody } from '../http/read-json-body';
import { queryBoolean } from '../http/query';
import { awaitFinalJob } from '../jobs/await-final-job';
import { assertReceiptJob } from '../jobs/assert-receipt-job';
import { submitJob } from '../jobs/submit-job';
import { waitEstimator } from '../jobs/wait-estimator';
import { SubmissionAuditRequestSchema, metadataJsonOf, toAuditRequest } from '../../../contracts';
import { assertMetadataSize, assertWebhookUrl } from '../validation/url-rules';
import { validator } from '../../../common/validation';
import type { GatewayDeps, GatewayServices } from '../gateway-deps';
import { fromDatabase } from '../http/from-database';
import { idsOf } from '../http/request-ids';
import { AuditResult as AuditResultSchema } from '../../../contracts';
import { JobQueuedResponse as JobQueuedResponseSchema } from '../openapi/schemas/jobs';
import { type Operation, WRITE_ERRORS, bool, named, route } from '../openapi/operation';

const validateAuditRequest = validator(SubmissionAuditRequestSchema);

/** These routes as the OpenAPI document describes them, with the schemas they validate and answer. */
export const auditsOperations = {
  postV1SubmissionsAudit: {
    method: 'post',
    path: '/v1/submissions/audit',
    tag: 'Audits',
    scope: 'audits',
    summary: 'Audit a reimbursement claim',
    description:
      'async=false (the default) answers 200 with the AuditResult, waiting for the auditor up to the sync cutoff (504 SYNC_TIMEOUT past it); async=true answers 202. The audit is advisory.',
    query: [
      named('detailedAnalysis', bool('improvement hints in the justification analysis', true)),
      named('strictHandbookRules', bool('caps without the administrative margin', false)),
    ],
    body: SubmissionAuditRequestSchema,
    responses: {
      200: { description: 'the audit', schema: AuditResultSchema },
      202: { description: 'queued (async=true)', schema: JobQueuedResponseSchema },
    },
    errors: [...WRITE_ERRORS, 500, 504],
  },
} as const satisfies Readonly<Record<string, Operation>>;

/**
 * POST /v1/submissions/audit. The audit always runs in the auditor, through events; with `async`
 * false (the default) the gateway waits for its outcome and answers 200 with the AuditResult.
 */
export const auditRoutes = (deps: GatewayDeps & GatewayServices): Router => {
  const router = new Router();
  const estimateWait = waitEstimator(deps.jobs, deps.now);

  route(router, auditsOperations.postV1SubmissionsAudit, async (ctx) => {
    requireScope(ctx, 'audits');
    const detailedAnalysis = queryBoolean(ctx.query, 'detailedAnalysis', true);
    const strictHandbookRules = queryBoolean(ctx.query, 'strictHandbookRules', false);
    const body = validateAuditRequest(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    if (body.webhookUrl !== undefined)
      assertWebhookUrl('webhookUrl', body.webhookUrl, deps.config.webhooks.allowedHttpHosts);
    assertMetadataSize(body.metadata);
    const tenant = await workTenantOf(ctx, (id) => fromDatabase(() => deps.tenants.getTenant(id)), body);
    const { tenantId } = tenant;
    const program = await deps.catalog.resolve(tenantId, body.programKey, tenant.defaultProgramKey);
    await assertReceiptJob(deps, tenantId, body.receiptJobId);
    await deps.openJobs.assertCapacity(tenantId, ctx.state.limits as Limits, 1);
    const jobId = idsOf(ctx, deps).newJobId();
    ctx.state.jobId = jobId;
    await submitJob(deps, tenantId, {
      jobId,
      jobType: 'submission_audit',
      priority: 'standard',
      receipt: null,
      audit: toAuditRequest(body, program.programKey, { detailedAnalysis, strictHandbookRules }),
      webhookUrl: body.webhookUrl ?? null,
      metadataJson: metadataJsonOf(body.metadata),
      batchId: null,
      batchIndex: null,
    });
    const pollUrl = `${deps.config.api.publicBaseUrl}/v1/jobs/${jobId}`;
    if (body.async === true) {
      ctx.status = 202;
      ctx.set('Location', pollUrl);
      ctx.body = { jobId, tenantId, status: 'queued', pollUrl, estimatedWaitMs: await estimateWait() };
      return;
    }
    const view = await awaitFinalJob(deps, tenantId, jobId, { cutoffMs: deps.config.api.syncCutoffMs, pollUrl });
    if (view.status === 'failed') throw jobFailureError(view.errorCode, view.errorMessage, { jobId, pollUrl });
    ctx.set('X-Job-Id', jobId);
    ctx.body = view.result;
  });

  return router;
};
