export * from './classify-error';
export * from './run-job-attempts';
