export * from './review-queue-store';
export * from './mongo-review-queue-store';
export * from './apply-batch-entry-event';
export * from './project-review-queue-batch';
export * from './review-queue-projector';
export * from './review-queue-queries';
export * from './review-queue-handler';
