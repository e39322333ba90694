import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../../../common/logging';

/**
 * A client's own request id is kept when it is a plain token of at most this many printable characters; any
 * other gets a fresh one, so that a client cannot make every log line of its request as long as its headers.
 */
export const MAX_CLIENT_REQUEST_ID = 128;
const CLIENT_REQUEST_ID = new RegExp(`^[\\x21-\\x7e]{1,${MAX_CLIENT_REQUEST_ID}}$`);

/** One log line per request, with the request id, tenant and job when known; the id is echoed to the client. */
export const requestLog =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    const sent = ctx.get('x-request-id');
    const requestId = CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
    const started = process.hrtime.bigint();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      (ctx.state.log as Logger).info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          durationMs: Math.round(durationMs * 10) / 10,
          tenantId: ctx.state.tenantId,
          jobId: ctx.state.jobId,
          correlationId: ctx.state.jobId,
        },
        'request',
      );
    }
  };
