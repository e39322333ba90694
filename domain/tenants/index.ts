export * from './tenant';
export * from './api-key';
export * from './resolve-tenant';
export * from './webhook-secret';
