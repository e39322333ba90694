export * from './webhook-jobs-store';
export * from './mongo-webhook-jobs-store';
export * from './webhook-jobs-queries';
