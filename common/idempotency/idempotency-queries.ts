import type { StoreQueries } from '../storage';

const AT = '2026-01-01T00:00:00.000Z';

/** What MongoIdempotencyStore asks of `idempotency_keys`; claims are inserts, checked by the unique `_id`. */
export const idempotencyQueries = (): StoreQueries => ({
  indexes: [{ collection: 'idempotency_keys', keys: { createdAt: 1 } }],
  shapes: [
    { name: 'a key by id', collection: 'idempotency_keys', operation: 'find', filter: { _id: 'scope\u0000key' } },
    {
      name: 'a response stored',
      collection: 'idempotency_keys',
      operation: 'update',
      filter: { _id: 'scope\u0000key' },
    },
    {
      name: 'a key released',
      collection: 'idempotency_keys',
      operation: 'update',
      filter: { _id: 'scope\u0000key', response: null },
    },
    {
      name: 'an abandoned key taken over',
      collection: 'idempotency_keys',
      operation: 'update',
      filter: { _id: 'scope\u0000key', fingerprint: 'f', response: null, lockedUntil: { $lt: AT } },
    },
    {
      name: 'an expired key taken over',
      collection: 'idempotency_keys',
      operation: 'update',
      filter: { _id: 'scope\u0000key', createdAt: { $lt: AT } },
    },
    {
      name: 'expired keys purged',
      collection: 'idempotency_keys',
      operation: 'delete',
      filter: { createdAt: { $lt: AT } },
    },
  ],
});
