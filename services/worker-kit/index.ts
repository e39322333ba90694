export * from './classify-error';
export * from './run-job-attempts';
export * from './start-job-worker';
