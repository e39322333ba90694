import type { StoreQueries } from '../storage';

/** What MongoTenantStore asks of `tenants` and `api_keys`. */
export const tenantQueries = (): StoreQueries => ({
  indexes: [
    { collection: 'api_keys', keys: { hash: 1 }, unique: true },
    { collection: 'api_keys', keys: { tenantId: 1 } },
  ],
  shapes: [
    { name: 'a tenant by id', collection: 'tenants', operation: 'find', filter: { _id: 't1' } },
    {
      name: 'every tenant, in id order (retention, admin)',
      collection: 'tenants',
      operation: 'find',
      filter: {},
      sort: { _id: 1 },
    },
    { name: 'a tenant changed', collection: 'tenants', operation: 'update', filter: { _id: 't1' } },
    {
      name: 'an API key by its hash (every request)',
      collection: 'api_keys',
      operation: 'find',
      filter: { hash: 'h' },
    },
    {
      name: "a tenant's keys, oldest first",
      collection: 'api_keys',
      operation: 'find',
      filter: { tenantId: 't1' },
      sort: { createdAt: 1 },
    },
    { name: 'a key revoked', collection: 'api_keys', operation: 'update', filter: { _id: 'k1', tenantId: 't1' } },
  ],
});
