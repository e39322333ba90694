import { Router } from '@koa/router';
import { ValidationError } from '../../../../common/errors';
import { claimsOverview, decisionsCsv } from '../../../../domain/review-queue';
import { fromDatabase } from '../../http/from-database';
import { queryString } from '../../http/query';
import { consoleKeyOf, consoleTenantScope } from '../console-auth';
import type { ConsoleDeps } from '../console-deps';
import { dayRange } from '../console-query';

/** Reading more than this for one chart or one export is a range to narrow, not a page to wait for. */
const MAX_ROWS = 50_000;
const MAX_DAYS = 366;

const requiredRange = (query: Record<string, string | string[] | undefined>) => {
  const { from, to } = dayRange(query);
  if (from === null || to === null) throw new ValidationError('from and to are required (YYYY-MM-DD)');
  if (Date.parse(to) - Date.parse(from) > MAX_DAYS * 86_400_000)
    throw new ValidationError(`the range must be at most ${MAX_DAYS} days`);
  return { from, to };
};

/** The overview's figures and the decisions export, for a range of days. */
export const consoleOverviewRoutes = (deps: { console: ConsoleDeps }): Router => {
  const router = new Router();

  router.get('/console/api/overview', async (ctx) => {
    const tenants = consoleTenantScope(consoleKeyOf(ctx), queryString(ctx.query, 'tenant'));
    const { from, to } = requiredRange(ctx.query);
    const facts = await fromDatabase(() => deps.console.reviewQueue.outcomes(tenants, from, to, MAX_ROWS));
    ctx.body = { from, to, truncated: facts.length === MAX_ROWS, ...claimsOverview(facts, from, to) };
  });

  router.get('/console/api/decisions.csv', async (ctx) => {
    const tenants = consoleTenantScope(consoleKeyOf(ctx), queryString(ctx.query, 'tenant'));
    const { from, to } = requiredRange(ctx.query);
    const rows = await fromDatabase(() => deps.console.reviewQueue.decisions(tenants, from, to, MAX_ROWS));
    ctx.set(
      'Content-Disposition',
      `attachment; filename="decisions-${from.slice(0, 10)}-${new Date(Date.parse(to) - 86_400_000).toISOString().slice(0, 10)}.csv"`,
    );
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = decisionsCsv(rows);
  });

  return router;
};
