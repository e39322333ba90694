export * from './batches-store';
export * from './in-memory-batches-store';
export * from './mongo-batches-store';
