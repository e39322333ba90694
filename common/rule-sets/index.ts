export * from './tenant-rule-set-store';
export * from './mongo-tenant-rule-set-store';
export * from './in-memory-tenant-rule-set-store';
export * from './program-catalog';
export * from './rule-set-queries';
