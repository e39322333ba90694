export * from './lease-store';
export * from './mongo-lease-store';
export * from './in-memory-lease-store';
export * from './rate-limiter';
export * from './rate-limit';
export * from './open-jobs';
export * from './lease-queries';
