import { createHash, randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import { AppError, IdempotencyKeyReusedError, appErrorBody, ValidationError } from '../../../common/errors';
import type { ApiKeyRecord } from '../../../domain/tenants';
import { readRawBody } from '../http/read-raw-body';
import { fromDatabase } from '../http/from-database';
import { REPLAY_WINDOW_MS, type IdempotencyRecord, type IdempotencyStore } from '../../../common/idempotency';
import type { AppConfig } from '../../../common/config';
import { seededIds, useIds } from '../http/request-ids';
import { shownOnceIn } from '../http/shown-once';

const REPLAYED_HEADERS = ['location', 'x-job-id', 'retry-after'];

/**
 * How long a request holds its key before a retry may take it over: the longest a POST runs (the sync
 * cutoff, or validateOnly's fetch) and a minute for the log and the database. A lease too short costs no
 * more than a second run of the request with the same ids, which writes the same events.
 */
export const keyLeaseMs = (config: AppConfig): number =>
  Math.max(config.api.syncCutoffMs, config.files.timeoutMs) + 60_000;

type Options = Readonly<{ maxBodyBytes: number; leaseMs: number; now: () => Date }>;

/**
 * `Idempotency-Key` on POST: the same key with the same request within 24 h replays the first answer; the same key with
 * a different request is 409 IDEMPOTENCY_KEY_REUSED. Keys belong to the API key's home tenant. An answer that is not
 * kept (5xx, a 403, or a refusal the error table calls retriable: a 429) frees the key for a retry of the same request,
 * and so does a holder that died before answering, once its lease has run out; the retry gives out the same job and
 * batch ids (request-ids.ts), so what the first try wrote to the log is never written as new work.
 */
export const idempotency =
  (store: IdempotencyStore, { maxBodyBytes, leaseMs, now }: Options): Middleware =>
  async (ctx, next) => {
    const key = ctx.get('idempotency-key');
    if (ctx.method !== 'POST' || key === '') {
      await next();
      return;
    }
    if (key.length > 255) throw new ValidationError('Idempotency-Key must be at most 255 characters');
    const scope = (ctx.state.apiKey as ApiKeyRecord).tenantId;
    const body = await readRawBody(ctx, maxBodyBytes);
    const fingerprint = createHash('sha256')
      .update(`${ctx.method} ${ctx.url}\n${ctx.get('x-tenant-id')}\n`)
      .update(body)
      .digest('hex');
    const at = now();
    const fresh: IdempotencyRecord = {
      scope,
      key,
      fingerprint,
      createdAt: at.toISOString(),
      seed: randomBytes(16).toString('hex'),
      lockedUntil: new Date(at.getTime() + leaseMs).toISOString(),
      response: null,
    };

    const claim = await fromDatabase(() => claimKey(store, fresh));
    if ('existing' in claim) {
      const { existing } = claim;
      if (existing.fingerprint !== fingerprint)
        throw new IdempotencyKeyReusedError('This Idempotency-Key was used with a different request');
      if (existing.response === null)
        throw new IdempotencyKeyReusedError(
          'A request with this Idempotency-Key is still being processed; retry shortly',
          { retriable: true },
        );
      ctx.status = existing.response.status;
      for (const [name, value] of Object.entries(existing.response.headers)) ctx.set(name, value);
      ctx.set('Idempotent-Replayed', 'true');
      ctx.type = 'application/json';
      ctx.body = existing.response.body;
      return;
    }

    useIds(ctx, seededIds(claim.held.seed));
    const release = () => store.release(scope, key).catch(() => undefined);
    try {
      await next();
    } catch (error) {
      // A retriable refusal (a limit's 429, a webhook being sent) says "not now", not "no"; a 403 says "not
      // you", and the same request from a key with the right must run. Either may be retried under the key.
      if (error instanceof AppError && error.httpStatus < 500 && !error.retriable && error.httpStatus !== 403)
        await remember(store, scope, key, error.httpStatus, appErrorBody(error), {});
      else await release();
      throw error;
    }
    if (ctx.status >= 500) {
      await release();
      return;
    }
    const secret = shownOnceIn(ctx);
    if (secret !== undefined) {
      // The answer is not kept: a replay would show the secret again, and the record would hold it in plain text.
      const refusal = new IdempotencyKeyReusedError(
        `The request with this Idempotency-Key succeeded (${ctx.status}); its answer held ${secret}, which is shown once and never kept`,
      );
      await remember(store, scope, key, refusal.httpStatus, appErrorBody(refusal), {});
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value: unknown = ctx.response.get(name);
      if (typeof value === 'string' && value !== '') headers[name] = value;
    }
    await remember(store, scope, key, ctx.status, ctx.body, headers);
  };

type Claim = { held: IdempotencyRecord } | { existing: IdempotencyRecord };

/**
 * The key for this request: claimed afresh, or taken from a record past the replay window, or from a holder
 * of the same request whose lock ran out (it died, or let go after a 5xx or a 429: the record keeps its
 * seed); else the record that holds it, to replay or refuse.
 */
const claimKey = async (store: IdempotencyStore, fresh: IdempotencyRecord): Promise<Claim> => {
  const outcome = await store.claim(fresh);
  if (outcome.claimed) return { held: fresh };
  const { existing } = outcome;
  const expiredBefore = new Date(Date.parse(fresh.createdAt) - REPLAY_WINDOW_MS).toISOString();
  if (existing.createdAt < expiredBefore && (await store.replaceExpired(fresh, expiredBefore))) return { held: fresh };
  const abandoned =
    existing.response === null && existing.fingerprint === fresh.fingerprint && existing.lockedUntil < fresh.createdAt;
  const { scope, key, fingerprint, createdAt, lockedUntil } = fresh;
  if (abandoned && (await store.takeOver(scope, key, fingerprint, new Date(createdAt), new Date(lockedUntil))))
    return { held: existing };
  return { existing };
};

const remember = (
  store: IdempotencyStore,
  scope: string,
  key: string,
  status: number,
  body: unknown,
  headers: Record<string, string>,
) => store.complete(scope, key, { status, body: JSON.stringify(body ?? null), headers }).catch(() => undefined);
