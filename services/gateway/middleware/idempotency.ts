import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import {
  AppError,
  IdempotencyKeyReusedError,
  appErrorBody,
  ServiceUnavailableError,
  ValidationError,
} from '../../../common/errors';
import type { ApiKeyRecord } from '../../../domain/tenants';
import { readRawBody } from '../http/read-raw-body';
import { REPLAY_WINDOW_MS, type IdempotencyStore } from '../../../common/idempotency';

const REPLAYED_HEADERS = ['location', 'x-job-id', 'retry-after'];

/**
 * `Idempotency-Key` on POST: the same key with the same request within 24 h replays the first answer;
 * the same key with a different request is 409 IDEMPOTENCY_KEY_REUSED. Keys belong to the API key's
 * home tenant. Server errors are not recorded, so the client may retry them with the same key.
 */
export const idempotency =
  (store: IdempotencyStore, maxBodyBytes: number, now: () => Date): Middleware =>
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
    const record = { scope, key, fingerprint, createdAt: at.toISOString(), response: null };

    let outcome;
    try {
      outcome = await store.claim(record);
      if (!outcome.claimed && outcome.existing.createdAt < new Date(at.getTime() - REPLAY_WINDOW_MS).toISOString()) {
        if (await store.replaceExpired(record, new Date(at.getTime() - REPLAY_WINDOW_MS).toISOString()))
          outcome = { claimed: true as const };
      }
    } catch (error) {
      throw new ServiceUnavailableError('The database', error);
    }
    if (!outcome.claimed) {
      const { existing } = outcome;
      if (existing.fingerprint !== fingerprint)
        throw new IdempotencyKeyReusedError('This Idempotency-Key was used with a different request');
      if (existing.response === null) {
        ctx.set('Retry-After', '1');
        throw new IdempotencyKeyReusedError(
          'A request with this Idempotency-Key is still being processed; retry shortly',
        );
      }
      ctx.status = existing.response.status;
      for (const [name, value] of Object.entries(existing.response.headers)) ctx.set(name, value);
      ctx.set('Idempotent-Replayed', 'true');
      ctx.type = 'application/json';
      ctx.body = existing.response.body;
      return;
    }

    try {
      await next();
    } catch (error) {
      // A limit (429) says "not now", not "no": the client must be able to retry it with the same key.
      if (error instanceof AppError && error.httpStatus < 500 && error.httpStatus !== 429)
        await remember(store, scope, key, error.httpStatus, appErrorBody(error), {});
      else await store.release(scope, key).catch(() => undefined);
      throw error;
    }
    if (ctx.status >= 500) {
      await store.release(scope, key).catch(() => undefined);
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value: unknown = ctx.response.get(name);
      if (typeof value === 'string' && value !== '') headers[name] = value;
    }
    await remember(store, scope, key, ctx.status, ctx.body, headers);
  };

const remember = (
  store: IdempotencyStore,
  scope: string,
  key: string,
  status: number,
  body: unknown,
  headers: Record<string, string>,
) => store.complete(scope, key, { status, body: JSON.stringify(body ?? null), headers }).catch(() => undefined);
