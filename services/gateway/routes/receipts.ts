import { Router } from '@koa/router';
import { AppError, ValidationError } from '../../../common/errors';
import type { Limits } from '../../../domain/limits';
import { assertOpenJobCapacity } from '../limits';
import { requireScope, tenantOf } from '../middleware/authenticate';
import { readJsonBody } from '../http/read-json-body';
import { queryString } from '../http/query';
import { submitJob } from '../jobs/submit-job';
import { waitEstimator } from '../jobs/wait-estimator';
import { ReceiptExtractionRequestSchema, assertFileUrl, assertMetadataSize, assertWebhookUrl, validator } from '../validation';
import type { GatewayDeps } from '../gateway-deps';

const validateReceiptRequest = validator(ReceiptExtractionRequestSchema);

export const receiptRoutes = (deps: GatewayDeps): Router => {
  const router = new Router();
  const estimateWait = waitEstimator(deps.jobs, deps.now);

  router.post('/v1/receipts/extract', async (ctx) => {
    requireScope(ctx, 'receipts');
    const priority = queryString(ctx.query, 'priority') ?? 'standard';
    if (priority !== 'standard' && priority !== 'high') throw new ValidationError('priority must be one of standard, high');
    const body = validateReceiptRequest(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    assertFileUrl('fileUrl', body.fileUrl);
    if (body.webhookUrl !== undefined) assertWebhookUrl('webhookUrl', body.webhookUrl, deps.config.webhooks.allowedHttpHosts);
    assertMetadataSize(body.metadata);
    const tenantId = tenantOf(ctx, body);
    const limits = ctx.state.limits as Limits;
    if (priority === 'high' && !limits.highPriority) throw new AppError('PRIORITY_NOT_ALLOWED', 403, "priority=high needs a plan that includes it");
    await assertOpenJobCapacity(deps.jobs, tenantId, limits, 1);
    const jobId = deps.newJobId();
    ctx.state.jobId = jobId;
    await submitJob(deps, tenantId, {
      jobId,
      jobType: 'receipt_extraction',
      priority,
      receipt: {
        fileUrl: body.fileUrl,
        fileName: body.fileName ?? null,
        fileType: body.fileType ?? null,
        categorizeItems: body.categorizeItems ?? false,
        programKey: body.programKey ?? null,
        studentCandidates: (body.studentCandidates ?? []).map((student) => ({
          id: student.id,
          name: student.name,
          officialName: student.officialName ?? null,
          gradeLevel: student.gradeLevel ?? null,
          scholarshipProgram: student.scholarshipProgram ?? null,
        })),
        fastMode: false,
      },
      audit: null,
      webhookUrl: body.webhookUrl ?? null,
      metadataJson: body.metadata === undefined ? null : JSON.stringify(body.metadata),
      batchId: null,
      batchIndex: null,
    });
    const pollUrl = `${deps.config.api.publicBaseUrl}/v1/jobs/${jobId}`;
    ctx.status = 202;
    ctx.set('Location', pollUrl);
    ctx.body = { jobId, tenantId, status: 'queued', pollUrl, estimatedWaitMs: await estimateWait() };
  });

  return router;
};
