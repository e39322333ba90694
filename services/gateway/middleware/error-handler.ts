import type { Middleware } from 'koa';
import { appErrorBody, errorBody, isAppError } from '../../../common/errors';
import type { Logger } from '../../../common/logging';

/**
 * The one place where errors become HTTP responses. Known errors keep their code and status, and a
 * retriable one says when to ask again in `Retry-After`; anything else is a bug, logged with its
 * stack, and answered 500 INTERNAL without internals.
 */
export const errorHandler =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = errorBody('NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`, 404);
      }
    } catch (error) {
      if (isAppError(error)) {
        ctx.status = error.httpStatus;
        ctx.body = appErrorBody(error);
        if (error.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(error.retryAfterSeconds));
        if (error.httpStatus >= 500)
          ((ctx.state.log as Logger | undefined) ?? logger).warn({ err: error }, 'request failed');
        return;
      }
      ((ctx.state.log as Logger | undefined) ?? logger).error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = errorBody('INTERNAL', 'An internal error occurred', 500);
    }
  };
