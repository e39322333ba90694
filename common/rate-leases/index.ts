export * from './lease-store';
export * from './mongo-lease-store';
export * from './in-memory-lease-store';
export * from './lease-queries';
