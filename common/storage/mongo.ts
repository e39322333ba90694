import { MongoClient, type Db } from 'mongodb';

export type MongoHandle = Readonly<{
  client: MongoClient;
  db: Db;
  isHealthy: () => Promise<boolean>;
  close: () => Promise<void>;
}>;

/**
 * Connects lazily: the driver reconnects on its own, so a database that is down at start-up or goes down
 * later turns into failed operations (503 for readers), not a crashed process.
 */
export const connectMongo = (url: string, database: string): MongoHandle => {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 3_000, connectTimeoutMS: 3_000, maxPoolSize: 20 });
  const db = client.db(database);
  return {
    client,
    db,
    isHealthy: async () => {
      try {
        await db.command({ ping: 1 }, { timeoutMS: 2_000 });
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
