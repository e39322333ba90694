import type { Db, Document } from 'mongodb';

/** An index a store needs. The store creates it at start-up; the index check relies on it. */
export type IndexDeclaration = Readonly<{
  collection: string;
  keys: Readonly<Record<string, 1 | -1>>;
  unique?: boolean;
}>;

/**
 * One kind of query a store issues, with sample values in place of the real ones. The index check
 * (test/int/query-shapes-indexed.int.spec.ts) asks the server to explain each and fails on a collection
 * scan, so a store that adds a query declares it here, next to the code that issues it, with its index.
 */
export type QueryShape = Readonly<{
  name: string;
  collection: string;
  operation: 'find' | 'count' | 'update' | 'delete' | 'aggregate';
  filter: Document;
  sort?: Document;
}>;

export type StoreQueries = Readonly<{ indexes: readonly IndexDeclaration[]; shapes: readonly QueryShape[] }>;

export const createDeclaredIndexes = async (db: Db, indexes: readonly IndexDeclaration[]): Promise<void> => {
  for (const index of indexes)
    await db
      .collection(index.collection)
      .createIndex({ ...index.keys }, index.unique === true ? { unique: true } : {}, undefined);
};
