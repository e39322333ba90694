export * from './review-queue-store';
export * from './mongo-review-queue-store';
export * from './apply-review-queue-event';
export * from './review-queue-projector';
