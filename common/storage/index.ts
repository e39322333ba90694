export * from './mongo';
export * from './batched-inserts';
export * from './query-shapes';
export * from './guarded-bulk-write';
export * from './mongo-store';
export * from './in-one-batch';
export * from './newer-versions';
