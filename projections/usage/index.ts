export * from './usage-store';
export * from './mongo-usage-store';
export * from './in-memory-usage-store';
export * from './apply-usage-event';
export * from './usage-projector';
export * from './project-usage-batch';
export * from './usage-queries';
