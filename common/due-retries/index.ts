export * from './due-retries-store';
export * from './in-memory-due-retries-store';
export * from './mongo-due-retries-store';
export * from './due-retries-queries';
