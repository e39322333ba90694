import { AppError, type AppErrorOptions } from './app-error';
import { errorLine, isErrorCode, type ErrorCode } from './error-codes';

/** The base of a named error whose whole definition is its code: `class X extends errorWithCode('CODE') {}`. */
const errorWithCode = (code: ErrorCode) =>
  class extends AppError {
    constructor(message: string, options?: AppErrorOptions) {
      super(code, message, options);
    }
  };

/** Errors whose code says it all; the message is the caller's. */
export class ValidationError extends errorWithCode('INVALID_REQUEST') {}
export class PriorityNotAllowedError extends errorWithCode('PRIORITY_NOT_ALLOWED') {}
export class NotFoundError extends errorWithCode('NOT_FOUND') {}
export class IdempotencyKeyReusedError extends errorWithCode('IDEMPOTENCY_KEY_REUSED') {}
export class AlreadyExistsError extends errorWithCode('ALREADY_EXISTS') {}
export class UnsupportedMediaTypeError extends errorWithCode('UNSUPPORTED_MEDIA_TYPE') {}
export class RateLimitedError extends errorWithCode('RATE_LIMITED') {}
export class ConcurrencyLimitedError extends errorWithCode('CONCURRENCY_LIMITED') {}
export class FileUnreachableError extends errorWithCode('FILE_UNREACHABLE') {}
export class FileTooLargeError extends errorWithCode('FILE_TOO_LARGE') {}
export class UnsupportedFileTypeError extends errorWithCode('UNSUPPORTED_FILE_TYPE') {}
export class FileUnreadableError extends errorWithCode('FILE_UNREADABLE') {}

/** `field` names where the key was given, for a request that gives several (a batch's `items[3].programKey`). */
export class UnknownProgramError extends AppError {
  constructor(
    readonly programKey: string,
    readonly knownKeys: readonly string[],
    field = 'programKey',
  ) {
    super('UNKNOWN_PROGRAM', `${field} '${programKey}' is not a known program; known: ${knownKeys.join(', ')}`);
  }
}

/** A synchronous call that cannot answer in one go; `details` name the job whose result is kept. */
export class UseAsyncError extends AppError {
  constructor(message: string, details: Readonly<Record<string, unknown>>) {
    super('USE_ASYNC', message, { details });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'A valid API key is required: send Authorization: Bearer <key>', options?: AppErrorOptions) {
    super('UNAUTHORIZED', message, options);
  }
}

export class TenantForbiddenError extends AppError {
  constructor(tenantId: string, message = `This API key may not act for tenant '${tenantId}'`) {
    super('TENANT_FORBIDDEN', message);
  }
}

export class ScopeForbiddenError extends AppError {
  constructor(scope: string | readonly string[]) {
    const scopes = typeof scope === 'string' ? [scope] : scope;
    super(
      'SCOPE_FORBIDDEN',
      scopes.length === 1
        ? `This API key lacks the '${scopes[0]}' scope`
        : `This API key holds none of the scopes ${scopes.map((scope) => `'${scope}'`).join(', ')}`,
    );
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super('PAYLOAD_TOO_LARGE', `The body exceeds ${maxBytes} bytes`);
  }
}

/** The cutoff passed; `details` name the job, which goes on. */
export class SyncTimeoutError extends AppError {
  constructor(message: string, details: Readonly<Record<string, unknown>>) {
    super('SYNC_TIMEOUT', message, { details });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(dependency: string, cause?: unknown) {
    super('SERVICE_UNAVAILABLE', `${dependency} is unavailable; try again shortly`, { cause });
  }
}

/** A dependency that failed in a way worth trying again, described in its own words. */
export class DependencyUnavailableError extends AppError {
  constructor(message: string, cause?: unknown) {
    super('SERVICE_UNAVAILABLE', message, { cause });
  }
}

/** A message on the log that cannot be read as an event: trying again gives the same bytes, so it never retries. */
export class UndecodableMessageError extends AppError {
  constructor(cause: unknown) {
    super(
      'UNDECODABLE_MESSAGE',
      `The message cannot be decoded: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

export class InternalError extends AppError {
  constructor(message = 'An internal error occurred', options?: AppErrorOptions) {
    super('INTERNAL', message, options);
  }
}

/** A compare-and-set that kept losing to other writers: contention passes, so the message is tried again rather than dead-lettered. */
export class WriteContentionError extends AppError {
  constructor(message: string) {
    super('INTERNAL', message, { retriable: true });
  }
}

/**
 * The error a failed job recorded, raised again where a caller waited for it (the synchronous
 * endpoints): its own code and status; a code outside the vocabulary (CANCELLED) answers INTERNAL.
 */
export const jobFailureError = (
  errorCode: string | null,
  errorMessage: string | null,
  details: Readonly<Record<string, unknown>>,
): AppError => {
  const message = errorMessage ?? 'the job failed';
  if (errorCode !== null && isErrorCode(errorCode)) return new AppError(errorCode, message, { details });
  return new AppError('INTERNAL', errorCode === null ? message : errorLine(errorCode, message), { details });
};

/** A retry by hand of a webhook an attempt is sending at this moment: asked again once that attempt is recorded. */
export class DeliveryInFlightError extends AppError {
  constructor(deliveryId: string, leaseLeftSeconds: number) {
    super(
      'DELIVERY_IN_FLIGHT',
      `Webhook delivery '${deliveryId}' is being sent at this moment; see its attempt in the delivery log, and retry after Retry-After if it failed`,
      { retryAfterSeconds: leaseLeftSeconds },
    );
  }
}

/** Removing a tenant's own rule set, or the alias of it, that its default program names would leave work without a program. */
export class RuleSetInUseError extends AppError {
  constructor(tenantId: string, programKey: string, defaultProgramKey: string) {
    super(
      'RULE_SET_IN_USE',
      `Rule set '${programKey}' is what tenant '${tenantId}' audits by default (defaultProgramKey '${defaultProgramKey}'); change the tenant's defaultProgramKey first`,
    );
  }
}

/**
 * The tenant's own rule set for the program asked for no longer validates: the standard program it extends
 * changed since it was uploaded. Falling back to the standard program would audit by rules the tenant
 * replaced, so the work is refused until the tenant's administrator uploads it again or removes it.
 */
export class RuleSetInvalidError extends AppError {
  constructor(tenantId: string, programKey: string, problem: string) {
    super(
      'RULE_SET_INVALID',
      `Tenant '${tenantId}' rule set '${programKey}' no longer validates (${problem}); its administrator uploads it again or removes it`,
    );
  }
}

/** A review was asked for a job that has no outcome to judge yet (queued, processing) or failed. */
export class JobNotReviewableError extends AppError {
  constructor(jobId: string, status: string) {
    super('JOB_NOT_REVIEWABLE', `Job '${jobId}' is ${status}; only completed jobs can be reviewed`);
  }
}

/** A claim that has taken the most decisions one claim takes: the last one stands. */
export class ReviewLimitReachedError extends AppError {
  constructor(jobId: string, limit: number) {
    super(
      'JOB_NOT_REVIEWABLE',
      `Job '${jobId}' has had ${limit} review decisions, the most one claim takes; the last one stands`,
    );
  }
}

/** A decision made while another one on the same claim is still being recorded: the reviewer reloads and decides again. */
export class ReviewInFlightError extends AppError {
  constructor(jobId: string) {
    super(
      'JOB_NOT_REVIEWABLE',
      `Another decision on job '${jobId}' is being recorded at this moment; reload the claim to see it, then decide again`,
    );
  }
}
