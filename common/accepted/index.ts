export * from './accepted-store';
export * from './in-memory-accepted-store';
export * from './mongo-accepted-store';
export * from './accepted-queries';
