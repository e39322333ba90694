export * from './purge-expired';
export * from './mongo-retention-stores';
