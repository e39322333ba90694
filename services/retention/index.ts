export * from './purge-expired';
export * from './retention-schedule';
