/**
 * The one table of error codes: the HTTP status each one answers with and whether trying again may
 * succeed. `public` codes are part of the API contract (docs/jobs.md "Errors" lists exactly these);
 * the others never reach a client (a consumer's or a tool's own failures).
 */
export const ERROR_CODES = {
  INVALID_REQUEST: { status: 400, retriable: false, public: true },
  UNKNOWN_PROGRAM: { status: 400, retriable: false, public: true },
  USE_ASYNC: { status: 400, retriable: false, public: true },
  UNAUTHORIZED: { status: 401, retriable: false, public: true },
  TENANT_FORBIDDEN: { status: 403, retriable: false, public: true },
  SCOPE_FORBIDDEN: { status: 403, retriable: false, public: true },
  PRIORITY_NOT_ALLOWED: { status: 403, retriable: false, public: true },
  NOT_FOUND: { status: 404, retriable: false, public: true },
  IDEMPOTENCY_KEY_REUSED: { status: 409, retriable: false, public: true },
  JOB_NOT_REVIEWABLE: { status: 409, retriable: false, public: true },
  ALREADY_EXISTS: { status: 409, retriable: false, public: true },
  DELIVERY_IN_FLIGHT: { status: 409, retriable: true, public: true },
  RULE_SET_IN_USE: { status: 409, retriable: false, public: true },
  RULE_SET_INVALID: { status: 409, retriable: false, public: true },
  FILE_TOO_LARGE: { status: 413, retriable: false, public: true },
  PAYLOAD_TOO_LARGE: { status: 413, retriable: false, public: true },
  UNSUPPORTED_FILE_TYPE: { status: 415, retriable: false, public: true },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, retriable: false, public: true },
  FILE_UNREACHABLE: { status: 422, retriable: false, public: true },
  FILE_UNREADABLE: { status: 422, retriable: false, public: true },
  RATE_LIMITED: { status: 429, retriable: true, public: true },
  CONCURRENCY_LIMITED: { status: 429, retriable: true, public: true },
  INTERNAL: { status: 500, retriable: false, public: true },
  SERVICE_UNAVAILABLE: { status: 503, retriable: true, public: true },
  SYNC_TIMEOUT: { status: 504, retriable: false, public: true },
  UNDECODABLE_MESSAGE: { status: 500, retriable: false, public: false },
  REBUILD_REFUSED: { status: 409, retriable: false, public: false },
} as const satisfies Record<string, { status: number; retriable: boolean; public: boolean }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

// The one-line form belongs to the domain (a failed job's view carries it); the errors here reuse it.
export { errorLine } from '../../domain/errors';
