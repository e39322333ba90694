import type { AnyBulkWriteOperation, Collection, Document } from 'mongodb';

type WriteErrorLike = Readonly<{ index: number; code: number }>;

/**
 * The indexes of the writes a bulk write (or an unordered `insertMany`) refused on a duplicate `_id`.
 * Any other failure is thrown: a lost connection is a bulk error with no write errors, not "only
 * duplicates".
 */
export const duplicateWritesIn = (error: unknown): number[] => {
  // The driver gives one write error as an object, several as an array.
  const found = (error as { writeErrors?: WriteErrorLike | WriteErrorLike[] }).writeErrors;
  const writeErrors = found === undefined ? [] : Array.isArray(found) ? found : [found];
  if (writeErrors.length === 0 || writeErrors.some((entry) => entry.code !== 11000)) throw error;
  return writeErrors.map((entry) => entry.index);
};

/**
 * An unordered bulk write of version-guarded upserts; returns the indexes of those refused on their
 * `_id`: an upsert whose filter found no older document tried to insert and met the newer one the
 * store holds.
 */
export const refusedOnId = async <T extends Document>(
  collection: Collection<T>,
  operations: readonly AnyBulkWriteOperation<T>[],
): Promise<number[]> => {
  if (operations.length === 0) return [];
  try {
    await collection.bulkWrite([...operations], { ordered: false });
    return [];
  } catch (error) {
    return duplicateWritesIn(error);
  }
};
