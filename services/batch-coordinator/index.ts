export * from './batch-cache';
export * from './batch-of-event';
export * from './coordinate-batch';
export * from './batch-coordinator';
