export * from './job-runs-store';
export * from './in-memory-job-runs-store';
export * from './mongo-job-runs-store';
export * from './job-runs-queries';
export * from './remembering-job-runs-store';
