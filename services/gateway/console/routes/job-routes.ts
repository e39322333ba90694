import { Router } from '@koa/router';
import type { Context } from 'koa';
import { NotFoundError } from '../../../../common/errors';
import { jobStatusResponse, type JobView } from '../../../../domain/jobs';
import { mayActFor } from '../../../../domain/tenants';
import { fromDatabase } from '../../http/from-database';
import { readJsonBody } from '../../http/read-json-body';
import type { GatewayDeps } from '../../gateway-deps';
import { recordReview } from '../../reviews/record-review';
import { validateReviewRequest } from '../../routes/reviews';
import { consoleKeyOf } from '../console-auth';
import type { ConsoleDeps } from '../console-deps';
import { receiptPage } from '../receipt/receipt-page';

/** A job of a tenant the key may act for; any other job reads as absent, so its existence is not leaked. */
export const consoleJob = async (deps: GatewayDeps, ctx: Context): Promise<JobView> => {
  const jobId = (ctx.params as Record<string, string>).jobId!;
  const view = await fromDatabase(() => deps.jobs.get(jobId));
  if (view === null || !mayActFor(consoleKeyOf(ctx), view.tenantId)) throw new NotFoundError(`No job '${jobId}'`);
  ctx.state.jobId = jobId;
  ctx.state.tenantId = view.tenantId;
  return view;
};

/** A job's detail, its receipt, and the reviewer's decision. */
export const consoleJobRoutes = (deps: GatewayDeps & { console: ConsoleDeps }): Router => {
  const router = new Router();

  router.get('/console/api/jobs/:jobId', async (ctx) => {
    const view = await consoleJob(deps, ctx);
    const entry = await fromDatabase(() => deps.console.reviewQueue.getJob(view.jobId));
    ctx.body = {
      job: jobStatusResponse(view, { includeResult: true, fields: null }),
      trail: view.trail,
      fileSha256: view.fileSha256,
      pages: view.pages,
      hasReceipt: entry?.fileUrl !== null && entry?.fileUrl !== undefined,
      outcome: entry?.outcome ?? null,
      flags: entry?.flags ?? [],
      programKey: entry?.programKey ?? null,
    };
  });

  router.get('/console/api/jobs/:jobId/receipt', async (ctx) => {
    const view = await consoleJob(deps, ctx);
    const entry = await fromDatabase(() => deps.console.reviewQueue.getJob(view.jobId));
    if (entry === null || entry.fileUrl === null) throw new NotFoundError(`Job '${view.jobId}' has no receipt file`);
    const page = Number(ctx.query.page ?? '1');
    const picture = await receiptPage(entry.fileUrl, Number.isInteger(page) && page >= 1 ? page : 1, deps.config.files);
    // The file at the URL may have changed since it was read: the console warns when the hash differs.
    ctx.set('X-Receipt-Matches', String(view.fileSha256 === null || view.fileSha256 === picture.sha256));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = picture.contentType;
    ctx.body = picture.bytes;
  });

  router.post('/console/api/jobs/:jobId/review', async (ctx) => {
    const view = await consoleJob(deps, ctx);
    const body = validateReviewRequest(await readJsonBody(ctx, deps.config.api.maxBodyBytes));
    ctx.status = 202;
    ctx.body = await recordReview(deps, consoleKeyOf(ctx), view.tenantId, view.jobId, {
      decision: body.decision,
      note: body.note ?? null,
    });
  });

  return router;
};
