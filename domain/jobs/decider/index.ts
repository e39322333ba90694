export * from './job-commands';
export * from './job-state';
export * from './decide-job';
export * from './job-decider';
