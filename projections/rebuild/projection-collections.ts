import type { Db } from 'mongodb';

/**
 * A projection's collections are its base name and `<base>_<suffix>` (its stores may add shards or side
 * collections). `<base>__…` are never its own: that is where its rebuilds (`__rb<stamp>`) and the copies
 * they replaced (`__old<stamp>`) live.
 */
export const belongsTo = (base: string, name: string): boolean =>
  name === base || (name.startsWith(`${base}_`) && !name.startsWith(`${base}__`));

export const collectionsOf = async (db: Db, base: string): Promise<string[]> =>
  (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => belongsTo(base, name))
    .sort();

/** `20261121100000`: when a rebuild started (UTC), in the names of what it creates. */
export const stampOf = (at: Date): string => at.toISOString().replace(/\D/g, '').slice(0, 14);

export const rebuildBase = (base: string, stamp: string): string => `${base}__rb${stamp}`;
export const oldBase = (base: string, stamp: string): string => `${base}__old${stamp}`;

/** The bases of copies a rebuild replaced, oldest first. */
export const oldBasesOf = async (db: Db, base: string): Promise<string[]> => {
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}__old\\d{14}$`);
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name);
  return names.filter((name) => pattern.test(name)).sort();
};

export const dropCollectionsOf = async (db: Db, base: string): Promise<string[]> => {
  const names = await collectionsOf(db, base);
  for (const name of names) await db.dropCollection(name);
  return names;
};

export type CollectionSize = Readonly<{ name: string; documents: number }>;

export const sizesOf = async (db: Db, base: string): Promise<CollectionSize[]> =>
  Promise.all(
    (await collectionsOf(db, base)).map(async (name) => ({
      name,
      documents: await db.collection(name).countDocuments({}),
    })),
  );
