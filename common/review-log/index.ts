export * from './review-log-store';
export * from './in-memory-review-log-store';
export * from './mongo-review-log-store';
export * from './review-log-queries';
