export * from './classify-error';
export * from './run-job';
export * from './start-due-retries';
export * from './start-job-worker';
export * from './job-runner-deps';
export * from './worker-jobs';
export * from './partition-catch-up';
