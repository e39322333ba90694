import { MongoClient, type Collection, type Db, type Document, type Filter, type UpdateFilter } from 'mongodb';
import { drainWaitsEndOnClose } from './drain-or-close';

export type MongoHandle = Readonly<{
  client: MongoClient;
  db: Db;
  isHealthy: () => Promise<boolean>;
  close: () => Promise<void>;
}>;

/**
 * Connects lazily: the driver reconnects on its own, so a database that is down at start-up or goes down
 * later turns into failed operations (503 for readers), not a crashed process. A process's stores share
 * one pool (MONGO_MAX_POOL_SIZE, the driver's 100 by default): with 20, the projectors' concurrent
 * writes held the gateway's request writes in the pool's queue for a median 97 ms (bench:gateway).
 * A write whose connection closes while it is being sent ends as a lost connection (the driver sends it again once)
 * rather than waiting for ever (drain-or-close.ts).
 */
export const connectMongo = (
  url: string,
  database: string,
  maxPoolSize = 100,
  monitorCommands = false,
): MongoHandle => {
  drainWaitsEndOnClose();
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: 3_000,
    connectTimeoutMS: 3_000,
    maxPoolSize,
    monitorCommands,
  });
  const db = client.db(database);
  return {
    client,
    db,
    isHealthy: async () => {
      try {
        // The driver ignores `timeoutMS` since 7.0: a ping on a connection that hangs is given up by its signal.
        await db.command({ ping: 1 }, { signal: AbortSignal.timeout(2_000) });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
};

export const isDuplicateKeyError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * An upsert whose filter asks more than the `_id`: where a document with that `_id` exists but fails the rest of the
 * filter, the upsert's insert collides on `_id`. Answers whether it wrote: false where the document was left as it
 * was (a newer version, a lease another holds).
 */
export const upsertWhere = async <T extends Document>(
  collection: Collection<T>,
  filter: Filter<T>,
  update: UpdateFilter<T>,
): Promise<boolean> => {
  try {
    await collection.updateOne(filter, update, { upsert: true });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
};
