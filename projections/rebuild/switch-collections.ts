import type { Db } from 'mongodb';
import { collectionsOf } from './projection-collections';

const NAMESPACE_EXISTS = 48;
const MAX_INTERLOPERS = 5;

export type SwitchNames = Readonly<{ live: string; fresh: string; old: string }>;

/**
 * Puts the rebuilt collections in the live ones' place by renaming (renameCollection without
 * its dropTarget option, which not every MongoDB-wire server offers). Readers and writers address collections by name, so they follow at once,
 * without a restart. Collection by collection, the live one is renamed aside under the old base and its
 * rebuilt copy takes its name; a reader meanwhile finds nothing for a few milliseconds. A writer may
 * re-create the live name between the two renames (an insert creates a missing collection): that copy
 * is set aside under the old base too, and what it held comes back from the events when the rebuild
 * reads on after the switch.
 */
export const switchCollections = async (db: Db, names: SwitchNames): Promise<void> => {
  const liveSuffixes = new Set((await collectionsOf(db, names.live)).map((name) => name.slice(names.live.length)));
  const freshSuffixes = new Set((await collectionsOf(db, names.fresh)).map((name) => name.slice(names.fresh.length)));
  for (const suffix of [...new Set([...liveSuffixes, ...freshSuffixes])].sort()) {
    if (liveSuffixes.has(suffix)) await db.renameCollection(names.live + suffix, names.old + suffix);
    if (freshSuffixes.has(suffix)) await moveIn(db, names.fresh + suffix, names.live + suffix, names.old + suffix);
  }
};

const moveIn = async (db: Db, from: string, to: string, aside: string): Promise<void> => {
  for (let interlopers = 0; ; interlopers += 1) {
    try {
      await db.renameCollection(from, to);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS || interlopers >= MAX_INTERLOPERS) throw error;
      await db.renameCollection(to, `${aside}_during_switch_${interlopers + 1}`);
    }
  }
};
