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
