export * from './batches-store';
export * from './in-memory-batches-store';
export * from './mongo-batches-store';
export * from './batch-of-event';
export * from './project-batch';
export * from './recent-batches';
export * from './apply-batch-event';
export * from './batches-projector';
