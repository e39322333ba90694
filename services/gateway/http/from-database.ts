import { isAppError, ServiceUnavailableError } from '../../../common/errors';

/**
 * Runs a read or write of the database for a request: a failure of the database itself becomes 503
 * SERVICE_UNAVAILABLE, while errors of our own (404, 409, ...) pass through unchanged.
 */
export const fromDatabase = async <T>(action: () => Promise<T>): Promise<T> => {
  try {
    return await action();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new ServiceUnavailableError('The database', error);
  }
};
