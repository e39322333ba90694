import { isAppError, type AppError } from '../../common/errors';

/** The AppError a promise rejects with; a promise that resolves, or rejects with anything else, fails the test. */
export const appFailure = async (promise: Promise<unknown>): Promise<AppError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
};
