import { BSON, type Collection, type Document, type Filter, type OptionalUnlessRequiredId } from 'mongodb';
import { runsWithin } from '../../domain/runs';
import { duplicateWritesIn } from './guarded-bulk-write';
import { inOneBatch } from './in-one-batch';

type Versioned = Document & { _id: string };

/** Documents a statement replaces at most: the server compares each matched one with every branch. */
const MAX_DOCUMENTS = 100;
/** Well under the 16 MiB a command may hold, the statement's own wrapping included. */
const MAX_BYTES = 8 * 1024 * 1024;
/** A document another writer inserted between this one's read and its insert is tried again, this often. */
const MAX_ROUNDS = 3;

/** A statement's documents: at most MAX_DOCUMENTS, and MAX_BYTES but for a single larger one. */
const chunksOf = <T extends Versioned>(docs: readonly T[]): T[][] =>
  runsWithin(docs, [
    { max: MAX_DOCUMENTS, weigh: () => 1 },
    { max: MAX_BYTES, weigh: (doc) => BSON.calculateObjectSize(doc) },
  ]);

/**
 * One statement that replaces each of these documents whose stored version is older: the server matches
 * them by `_id` and picks, for each, its replacement or (stored as new or newer) itself. `$literal`
 * keeps a value such as "$5 off" (an id or a version too) from being read as a field path.
 */
const replaceOlderStatement = <T extends Versioned>(docs: readonly T[], field: string) =>
  [
    { _id: { $in: docs.map((doc) => doc._id) } },
    [
      {
        $replaceWith: {
          $switch: {
            branches: docs.map((doc) => ({
              case: {
                $and: [
                  { $eq: ['$_id', { $literal: doc._id }] },
                  { $lt: [`$${field}`, { $literal: doc[field] as unknown }] },
                ],
              },
              then: { $literal: doc },
            })),
            default: '$$ROOT',
          },
        },
      },
    ],
  ] as const;

/**
 * Writes each document unless the store holds a newer version of it, with one update statement per chunk
 * instead of one per document: the local database server pays a transaction, a log sync and a query plan
 * per statement, two thirds of what such an update cost it (docs/scaling-log.md). Pipeline updates are
 * MongoDB's own (4.2 and later). Each document's replacement is atomic, as a `replaceOne`'s; a chunk's are
 * not atomic together, and a read model with one writer needs no more. A document not stored yet is
 * inserted; one another writer inserted meanwhile goes round again. Returns the ids of the documents not
 * written because the store holds a newer version.
 */
export const saveNewerVersions = async <T extends Versioned>(
  collection: Collection<T>,
  docs: readonly T[],
  field: keyof T & string,
): Promise<Set<string>> => {
  const newer = new Set<string>();
  for (const chunk of chunksOf(docs)) {
    let pending: readonly T[] = chunk;
    for (let round = 1; pending.length > 0; round += 1) {
      const [filter, pipeline] = replaceOlderStatement(pending, field);
      const { modifiedCount } = await collection.updateMany(filter as Filter<T>, [...pipeline]);
      if (modifiedCount === pending.length) break;
      // Some were not older: find which are not there at all (to insert) and which are newer.
      const stored = new Map<string, unknown>(
        (
          await collection
            .find(filter as Filter<T>, { projection: { [field]: 1 }, ...inOneBatch(pending.length) })
            .toArray()
        ).map((doc) => [doc._id as string, doc[field]]),
      );
      for (const doc of pending) {
        const version = stored.get(doc._id);
        if (version !== undefined && (version as number) > (doc[field] as number)) newer.add(doc._id);
      }
      const absent = pending.filter((doc) => !stored.has(doc._id));
      pending = await insertRefused(collection, absent);
      if (pending.length > 0 && round === MAX_ROUNDS)
        throw new Error(`${pending.length} documents were inserted by another writer ${MAX_ROUNDS} times over`);
    }
  }
  return newer;
};

/**
 * Writes each document unless the store holds it as new or newer. A first version (`field` at `first`)
 * is inserted: any document stored is as new or newer, so the insert's refusal on the `_id` is the
 * guard's answer, at a fifth of an update's cost to the local server (docs/scaling-log.md). The later versions
 * go in one statement per chunk (saveNewerVersions). Returns the ids of the documents the store kept.
 */
export const saveVersions = async <T extends Versioned>(
  collection: Collection<T>,
  docs: readonly T[],
  field: keyof T & string,
  first: unknown,
): Promise<Set<string>> => {
  const kept = await saveNewerVersions(
    collection,
    docs.filter((doc) => doc[field] !== first),
    field,
  );
  for (const doc of await insertRefused(
    collection,
    docs.filter((doc) => doc[field] === first),
  ))
    kept.add(doc._id);
  return kept;
};

/** Inserts these documents; returns those refused on their `_id`. */
const insertRefused = async <T extends Versioned>(collection: Collection<T>, docs: readonly T[]): Promise<T[]> => {
  if (docs.length === 0) return [];
  try {
    await collection.insertMany(
      docs.map((doc) => doc as OptionalUnlessRequiredId<T>),
      { ordered: false },
    );
    return [];
  } catch (error) {
    return duplicateWritesIn(error).map((index) => docs[index]!);
  }
};
