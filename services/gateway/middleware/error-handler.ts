import type { Middleware } from 'koa';
import { appErrorBody, DependencyUnavailableError, errorBody, isAppError, type AppError } from '../../../common/errors';
import type { Logger } from '../../../common/logging';
import { isRetriable } from '../../../common/retry';

/**
 * What an error means to the client: our own errors say it themselves; a client library's error that
 * the one retry classifier calls an outage (the database or Kafka unreachable) is a 503 worth asking
 * again, wherever the route met it; anything else is a bug.
 */
const knownError = (error: unknown): AppError | null => {
  if (isAppError(error)) return error;
  if (isRetriable(error))
    return new DependencyUnavailableError('A service this request needs is unavailable; try again shortly', error);
  return null;
};

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
      const known = knownError(error);
      if (known !== null) {
        ctx.status = known.httpStatus;
        ctx.body = appErrorBody(known);
        if (known.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(known.retryAfterSeconds));
        if (known.httpStatus >= 500)
          ((ctx.state.log as Logger | undefined) ?? logger).warn({ err: error }, 'request failed');
        return;
      }
      ((ctx.state.log as Logger | undefined) ?? logger).error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = errorBody('INTERNAL', 'An internal error occurred', 500);
    }
  };
