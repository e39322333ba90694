import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../../../common/logging';

/** One log line per request, with the request id, tenant and job when known; the id is echoed to the client. */
export const requestLog =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    const requestId = ctx.get('x-request-id') || randomUUID();
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
