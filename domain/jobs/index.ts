export * from './job-requests';
export * from './job-events';
export * from './job-view';
export * from './evolve-job';
export * from './decider';
export * from './job-event-factory';
export * from './job-schema-version';
export * from './job-status-response';
