export * from './purge-expired';
