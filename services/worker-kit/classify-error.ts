import { AppError, InternalError, isAppError } from '../../common/errors';

/**
 * Every failure becomes an AppError with a code. Programming errors (TypeError and friends) are
 * never retried, as KafkaJS does: trying again cannot fix a bug. Other unknown errors may be transient.
 */
export const classifyError = (error: unknown): AppError => {
  if (isAppError(error)) return error;
  const bug = error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError || error instanceof ReferenceError;
  return new InternalError(error instanceof Error ? error.message : String(error), { retriable: !bug, cause: error });
};
