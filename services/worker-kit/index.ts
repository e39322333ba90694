export * from './classify-error';
export * from './run-job';
export * from './job-runs-store';
export * from './in-memory-job-runs-store';
export * from './mongo-job-runs-store';
export * from './start-due-retries';
export * from './start-job-worker';
export * from './job-runs-queries';
