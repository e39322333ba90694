import { AppError, InternalError, isAppError } from '../../common/errors';
import { classifyFailure } from '../../common/messaging/consumer-failures';

/**
 * Every failure becomes an AppError with a code. Whether it is retried is the one classifier's answer,
 * the same the consumers follow: an outage is, anything else (a bug, an error nobody marked as
 * transient) is not, because trying again gives the same answer.
 */
export const classifyError = (error: unknown): AppError => {
  if (isAppError(error)) return error;
  return new InternalError(error instanceof Error ? error.message : String(error), {
    retriable: classifyFailure(error) === 'transient',
    cause: error,
  });
};
