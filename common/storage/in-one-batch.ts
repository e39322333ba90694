/**
 * A find's options for reading the documents of a list of `count` ids in one round trip. Without them
 * the server answers the first 101 and the rest after a getMore; given a batch exactly as large as what
 * matches, it may keep the cursor open for a getMore that finds nothing. One more than can match
 * closes it with the first answer (MongoDB and the local server alike).
 */
export const inOneBatch = (count: number): { batchSize: number } => ({ batchSize: count + 1 });
