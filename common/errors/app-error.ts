import { ERROR_CODES, errorLine, type ErrorCode } from './error-codes';

/**
 * The one error hierarchy of the service. Every error that can reach a client or a job record has a
 * stable `code`; its HTTP status and whether trying again may succeed come from ERROR_CODES. The HTTP
 * layer turns these into ErrorResponse bodies in exactly one place (services/gateway/middleware/error-handler.ts).
 */
export type AppErrorOptions = {
  /** Overrides the code's default, for codes whose cause may pass (a file host answering 503 vs 404). */
  readonly retriable?: boolean;
  readonly cause?: unknown;
  readonly details?: Readonly<Record<string, unknown>>;
  /** When trying again may succeed, in whole seconds; a retriable error without one is asked again after 1 s. */
  readonly retryAfterSeconds?: number;
};

/** The wait a retriable error asks for when its thrower knows no better: the soonest a passing fault is worth asking again. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly retriable: boolean;
  readonly details: Readonly<Record<string, unknown>> | undefined;
  /** The `Retry-After` of the answer: set for retriable errors only. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    // because we extend a built-in class, the prototype must be restored for instanceof to work
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = new.target.name;
    this.code = code;
    this.httpStatus = ERROR_CODES[code].status;
    this.retriable = options.retriable ?? ERROR_CODES[code].retriable;
    this.details = options.details;
    this.retryAfterSeconds = this.retriable
      ? Math.max(1, Math.ceil(options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS))
      : undefined;
  }

  /** The one-line form stored on failed jobs: `CODE: human message`. */
  toJobError(): string {
    return errorLine(this.code, this.message);
  }
}

/** Checks by shape rather than instanceof so that errors survive duplicate module copies. */
export const isAppError = (error: unknown): error is AppError =>
  error instanceof Error &&
  'code' in error &&
  typeof error.code === 'string' &&
  'httpStatus' in error &&
  typeof error.httpStatus === 'number';
