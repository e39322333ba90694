import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** Where a request's new jobs and batches get their ids. */
export type IdSource = Readonly<{ newJobId: () => string; newBatchId: () => string }>;

const hex32 = (seed: string, what: string) => createHash('sha256').update(`${seed}:${what}`).digest('hex').slice(0, 32);

/**
 * The ids of a request sent with an Idempotency-Key, drawn in order from the key's seed. A retry that takes
 * the key over (its first try died, or answered 5xx or 429) draws the same ids, so whatever the first try
 * had written to the log (a job, a batch and its items) is written again as the same events, with the same
 * event ids, which every reader already takes once; the retry never makes a second job.
 */
export const seededIds = (seed: string): IdSource => {
  let jobs = 0;
  let batches = 0;
  return {
    newJobId: () => `job_${hex32(seed, `job:${jobs++}`)}`,
    newBatchId: () => `bat_${hex32(seed, `batch:${batches++}`)}`,
  };
};

/** Sets the request's ids (the idempotency middleware does, for a request with a key). */
export const useIds = (ctx: Context, ids: IdSource): void => {
  ctx.state.ids = ids;
};

/** The request's ids: seeded by its Idempotency-Key when it has one, else the gateway's (random). */
export const idsOf = (ctx: Context, fallback: IdSource): IdSource =>
  (ctx.state.ids as IdSource | undefined) ?? fallback;
