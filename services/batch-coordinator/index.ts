export * from './batch-cache';
export * from './coordinate-batch';
export * from './batch-coordinator';
