export * from './is-retriable';
export * from './retry';
export * from './compare-and-set';
export { DEFAULT_JITTER_RATIO, retryDelayMs, type Backoff, type RetryPolicy } from '../../domain/retry';
