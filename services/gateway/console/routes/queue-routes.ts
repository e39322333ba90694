import { Router } from '@koa/router';
import type { BatchStatus } from '../../../../domain/batches';
import type { JobStatus, JobType } from '../../../../domain/jobs';
import { OUTCOMES } from '../../../../domain/review-queue';
import { fromDatabase } from '../../http/from-database';
import { queryString } from '../../http/query';
import { consoleKeyOf, consoleTenantScope } from '../console-auth';
import type { ConsoleDeps } from '../console-deps';
import { dayRange, decodeCursor, encodeCursor, queryEnum, queryLimit, queryText } from '../console-query';

const JOB_STATUSES: readonly JobStatus[] = ['queued', 'processing', 'completed', 'failed'];
const JOB_TYPES: readonly JobType[] = ['receipt_extraction', 'submission_audit'];
const BATCH_STATUSES: readonly BatchStatus[] = ['processing', 'completed', 'completed_with_errors', 'cancelled'];
const PAGE = 25;

/** The queue: jobs and batches of the tenants the key may act for, filtered, newest first, a page at a time. */
export const consoleQueueRoutes = (deps: { console: ConsoleDeps }): Router => {
  const router = new Router();

  router.get('/console/api/jobs', async (ctx) => {
    const tenants = consoleTenantScope(consoleKeyOf(ctx), queryString(ctx.query, 'tenant'));
    const limit = queryLimit(ctx.query, PAGE, 100);
    const reviewed = queryEnum(ctx.query, 'reviewed', ['yes', 'no'] as const);
    const entries = await fromDatabase(() =>
      deps.console.reviewQueue.listJobs({
        tenants,
        status: queryEnum(ctx.query, 'status', JOB_STATUSES),
        outcome: queryEnum(ctx.query, 'outcome', OUTCOMES),
        programKey: queryText(ctx.query, 'program'),
        type: queryEnum(ctx.query, 'type', JOB_TYPES),
        ...dayRange(ctx.query),
        vendor: queryText(ctx.query, 'vendor'),
        student: queryText(ctx.query, 'student'),
        reviewed: reviewed === null ? null : reviewed === 'yes',
        after: decodeCursor(ctx.query, ['queuedAt', 'jobId'] as const),
        limit,
      }),
    );
    const last = entries.at(-1);
    ctx.body = {
      jobs: entries.map(({ vendorWords, studentWords, fileUrl, ...entry }) => entry),
      nextCursor:
        entries.length === limit && last !== undefined
          ? encodeCursor({ queuedAt: last.queuedAt, jobId: last.jobId })
          : null,
    };
  });

  router.get('/console/api/batches', async (ctx) => {
    const tenants = consoleTenantScope(consoleKeyOf(ctx), queryString(ctx.query, 'tenant'));
    const limit = queryLimit(ctx.query, PAGE, 100);
    const batches = await fromDatabase(() =>
      deps.console.reviewQueue.listBatches({
        tenants,
        status: queryEnum(ctx.query, 'status', BATCH_STATUSES),
        ...dayRange(ctx.query),
        after: decodeCursor(ctx.query, ['createdAt', 'batchId'] as const),
        limit,
      }),
    );
    const last = batches.at(-1);
    ctx.body = {
      batches,
      nextCursor:
        batches.length === limit && last !== undefined
          ? encodeCursor({ createdAt: last.createdAt, batchId: last.batchId })
          : null,
    };
  });

  return router;
};
