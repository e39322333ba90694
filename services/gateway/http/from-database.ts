import { isAppError, ServiceUnavailableError } from '../../../common/errors';
import { isRetriable } from '../../../common/retry';

/**
 * Runs a read or write of the database for a request: an outage of the database (as the one retry
 * classifier calls it) becomes 503 SERVICE_UNAVAILABLE naming it. Errors of our own (404, 409, ...) pass
 * through unchanged, and so does anything else: a bug or a write the server refuses gives the same answer
 * when asked again, so it is a 500 logged with its stack, never a 503 that has the client retry forever.
 */
export const fromDatabase = async <T>(action: () => Promise<T>): Promise<T> => {
  try {
    return await action();
  } catch (error) {
    if (isAppError(error) || !isRetriable(error)) throw error;
    throw new ServiceUnavailableError('The database', error);
  }
};
