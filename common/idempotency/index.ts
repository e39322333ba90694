export * from './idempotency-store';
export * from './in-memory-idempotency-store';
export * from './mongo-idempotency-store';
export * from './replay-window';
export * from './idempotency-queries';
