import type { AnyBulkWriteOperation, Collection, Document } from 'mongodb';

type WriteErrorLike = Readonly<{ index: number; code: number }>;

/**
 * The writes of an unordered bulk write refused on their `_id`, by index: a version-guarded upsert
 * whose filter found no older document tries to insert and collides with the newer one the store
 * holds. Any other failure (a lost connection is a bulk error with no write errors) is thrown.
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
    // The driver gives one write error as an object, several as an array.
    const found = (error as { writeErrors?: WriteErrorLike | WriteErrorLike[] }).writeErrors;
    const writeErrors = found === undefined ? [] : Array.isArray(found) ? found : [found];
    if (writeErrors.length === 0 || writeErrors.some((entry) => entry.code !== 11000)) throw error;
    return writeErrors.map((entry) => entry.index);
  }
};
