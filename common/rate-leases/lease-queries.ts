import type { StoreQueries } from '../storage';

/** What MongoLeaseStore asks of `rate_leases`; claims are inserts, checked by the unique `_id`. */
export const leaseQueries = (): StoreQueries => ({
  indexes: [{ collection: 'rate_leases', keys: { windowStart: 1 } }],
  shapes: [
    {
      name: 'windows that are over',
      collection: 'rate_leases',
      operation: 'delete',
      filter: { windowStart: { $lt: 1_700_000_000_000 } },
    },
  ],
});
