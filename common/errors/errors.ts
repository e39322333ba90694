import { AppError, type AppErrorOptions } from './app-error';

export class ValidationError extends AppError {
  constructor(message: string, options?: AppErrorOptions) {
    super('INVALID_REQUEST', 400, message, options);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'A valid API key is required: send Authorization: Bearer <key>', options?: AppErrorOptions) {
    super('UNAUTHORIZED', 401, message, options);
  }
}

export class TenantForbiddenError extends AppError {
  constructor(tenantId: string) {
    super('TENANT_FORBIDDEN', 403, `This API key may not act for tenant '${tenantId}'`);
  }
}

export class ScopeForbiddenError extends AppError {
  constructor(scope: string) {
    super('SCOPE_FORBIDDEN', 403, `This API key lacks the '${scope}' scope`);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super('NOT_FOUND', 404, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(dependency: string, cause?: unknown) {
    super('SERVICE_UNAVAILABLE', 503, `${dependency} is unavailable; try again shortly`, { retriable: true, cause });
  }
}

export class FileUnreachableError extends AppError {
  constructor(message: string, options: AppErrorOptions = {}) {
    super('FILE_UNREACHABLE', 422, message, options);
  }
}

export class FileTooLargeError extends AppError {
  constructor(message: string) {
    super('FILE_TOO_LARGE', 413, message);
  }
}

export class UnsupportedFileTypeError extends AppError {
  constructor(message: string) {
    super('UNSUPPORTED_FILE_TYPE', 415, message);
  }
}

export class FileUnreadableError extends AppError {
  constructor(message: string, options?: AppErrorOptions) {
    super('FILE_UNREADABLE', 422, message, options);
  }
}

/** A message on the log that cannot be read as an event: trying again gives the same bytes, so it never retries. */
export class UndecodableMessageError extends AppError {
  constructor(cause: unknown) {
    super('UNDECODABLE_MESSAGE', 500, `The message cannot be decoded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export class InternalError extends AppError {
  constructor(message = 'An internal error occurred', options?: AppErrorOptions) {
    super('INTERNAL', 500, message, options);
  }
}

/** A compare-and-set that kept losing to other writers: contention passes, so the message is tried again rather than dead-lettered. */
export class WriteContentionError extends AppError {
  constructor(message: string) {
    super('INTERNAL', 500, message, { retriable: true });
  }
}

/** A review was asked for a job that has no outcome to judge yet (queued, processing) or failed. */
export class JobNotReviewableError extends AppError {
  constructor(jobId: string, status: string) {
    super('JOB_NOT_REVIEWABLE', 409, `Job '${jobId}' is ${status}; only completed jobs can be reviewed`);
  }
}
