import type { StoreQueries } from '../../../../common/storage';

/** What MongoConsoleSessionStore asks of `console_sessions`. */
export const consoleSessionQueries = (): StoreQueries => {
  const collection = 'console_sessions';
  return {
    indexes: [{ collection, keys: { expiresAt: 1 } }],
    shapes: [
      { name: 'a session by the hash of its token', collection, operation: 'find', filter: { _id: 'hash-1' } },
      { name: 'a session ended', collection, operation: 'delete', filter: { _id: 'hash-1' } },
      {
        name: 'sessions past their expiry',
        collection,
        operation: 'delete',
        filter: { expiresAt: { $lt: '2026-01-01T00:00:00.000Z' } },
      },
    ],
  };
};
