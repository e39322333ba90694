import type { AppError } from './app-error';

/** The ErrorResponse shape, the same for every error status. */
export type ErrorBody = { error: { code: string; message: string; status: number } & Record<string, unknown> };

export const errorBody = (
  code: string,
  message: string,
  status: number,
  extra: Readonly<Record<string, unknown>> = {},
): ErrorBody => ({
  error: { code, message, status, ...extra },
});

/** The body an AppError answers with: its code, message and status, plus its details (jobId, pollUrl…). */
export const appErrorBody = (error: AppError): ErrorBody =>
  errorBody(error.code, error.message, error.httpStatus, error.details ?? {});
