export * from './deliveries-store';
export * from './in-memory-deliveries-store';
export * from './mongo-deliveries-store';
export * from './deliveries-queries';
