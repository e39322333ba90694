import { isAppError } from '../errors';

/** Node and undici codes of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
]);

/** Clients that keep only the text of the network error (the registry's HTTP client does) still name its code. */
const NETWORK_MESSAGE =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|socket hang up)\b/;

/** The MongoDB driver's errors for a server it cannot reach or lost. */
const MONGO_OUTAGE_NAMES = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoPoolClearedError',
  'MongoPoolClosedError',
  'MongoWaitQueueTimeoutError',
  'MongoTopologyClosedError',
  'MongoNotConnectedError',
  'MongoServerClosedError',
  'MongoOperationTimeoutError',
]);

/** Server error codes the MongoDB driver itself retries (shutdown, stepdown, network and time limits). */
const MONGO_RETRYABLE_CODES = new Set([6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);
const MONGO_RETRYABLE_LABELS = ['RetryableWriteError', 'ResetPool', 'TransientTransactionError'];

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  retriable?: unknown;
  status?: unknown;
  cause?: unknown;
  originalError?: unknown;
  errors?: unknown;
  hasErrorLabel?: unknown;
};

/**
 * Whether trying again later may succeed: the one classifier every retry follows. Our own errors say so
 * themselves (`retriable`, from the error table); for a client library's error the error and its causes
 * are searched for the marks of an outage (kafkajs's own `retriable` flag among them). Anything else (a
 * bug such as a TypeError, data that is refused) gives the same answer when tried again.
 */
export const isRetriable = (error: unknown, depth = 0): boolean => {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  if (isAppError(error)) return error.retriable;
  const candidate = error as ErrorLike;
  if (hasOutageMark(candidate)) return true;
  const inner = [
    candidate.cause,
    candidate.originalError,
    ...(Array.isArray(candidate.errors) ? (candidate.errors as unknown[]) : []),
  ];
  return inner.some((cause) => isRetriable(cause, depth + 1));
};

const hasOutageMark = (error: ErrorLike): boolean =>
  // kafkajs marks the errors it would retry itself; other libraries follow the same convention
  error.retriable === true ||
  (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) ||
  (typeof error.name === 'string' && (MONGO_OUTAGE_NAMES.has(error.name) || error.name === 'TimeoutError')) ||
  (typeof error.name === 'string' &&
    error.name.startsWith('Mongo') &&
    typeof error.code === 'number' &&
    MONGO_RETRYABLE_CODES.has(error.code)) ||
  (typeof error.hasErrorLabel === 'function' &&
    MONGO_RETRYABLE_LABELS.some((label) => (error.hasErrorLabel as (label: string) => boolean).call(error, label))) ||
  (typeof error.status === 'number' && (error.status >= 500 || error.status === 408 || error.status === 429)) ||
  (typeof error.message === 'string' && NETWORK_MESSAGE.test(error.message));
