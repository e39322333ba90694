/**
 * The one error hierarchy of the service. Every error that can reach a client or a job record has a
 * stable `code`, the HTTP status it maps to, and whether trying again may succeed. The HTTP layer turns
 * these into ErrorResponse bodies in exactly one place (services/gateway/middleware/error-handler.ts).
 */
export type ErrorCode =
  | 'INVALID_REQUEST'
  | 'UNKNOWN_PROGRAM'
  | 'USE_ASYNC'
  | 'UNAUTHORIZED'
  | 'TENANT_FORBIDDEN'
  | 'SCOPE_FORBIDDEN'
  | 'PRIORITY_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'ALREADY_EXISTS'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'FILE_UNREACHABLE'
  | 'FILE_UNREADABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'CONCURRENCY_LIMITED'
  | 'SYNC_TIMEOUT'
  | 'SERVICE_UNAVAILABLE'
  | 'UNDECODABLE_MESSAGE'
  | 'REBUILD_REFUSED'
  | 'JOB_NOT_REVIEWABLE'
  | 'INTERNAL';

export type AppErrorOptions = {
  readonly retriable?: boolean;
  readonly cause?: unknown;
  readonly details?: Readonly<Record<string, unknown>>;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly retriable: boolean;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: ErrorCode, httpStatus: number, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    // because we extend a built-in class, the prototype must be restored for instanceof to work
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = new.target.name;
    this.code = code;
    this.httpStatus = httpStatus;
    this.retriable = options.retriable ?? false;
    this.details = options.details;
  }

  /** The one-line form stored on failed jobs: `CODE: human message`. */
  toJobError(): string {
    return `${this.code}: ${this.message}`;
  }
}

/** Checks by shape rather than instanceof so that errors survive duplicate module copies. */
export const isAppError = (error: unknown): error is AppError =>
  error instanceof Error && typeof (error as AppError).code === 'string' && typeof (error as AppError).httpStatus === 'number';
