export * from './rate-limiter';
export * from './rate-limit';
export * from './open-jobs';
