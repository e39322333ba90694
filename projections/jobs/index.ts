export * from './jobs-store';
export * from './mongo-jobs-store';
export * from './in-memory-jobs-store';
export * from './apply-job-event';
export * from './jobs-projector';
export * from './apply-batch-items';
export * from './project-job-batch';
export * from './jobs-queries';
