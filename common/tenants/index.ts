export * from './tenant-store';
export * from './mongo-tenant-store';
export * from './in-memory-tenant-store';
export * from './existing-tenant';
export * from './provision';
export * from './rotate-webhook-secret';
export * from './views';
export * from './tenant-queries';
