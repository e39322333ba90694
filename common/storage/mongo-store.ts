import type { Collection, Db, Document } from 'mongodb';
import { createDeclaredIndexes, type StoreQueries } from './query-shapes';

/**
 * What a store on the document database shares with the others: its collections are named from one
 * base name (`<base>` and `<base>_<part>`; a rebuild or a test gives its own), and at start-up it
 * creates the indexes its declared queries read (the same declarations the index check explains).
 */
export abstract class MongoStore {
  protected constructor(
    protected readonly db: Db,
    readonly baseName: string,
    private readonly queries: (baseName: string) => StoreQueries,
  ) {}

  /** The store's collection `<base>`, or `<base>_<part>`. */
  protected collection<T extends Document>(part?: string): Collection<T> {
    return this.db.collection<T>(part === undefined ? this.baseName : `${this.baseName}_${part}`);
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, this.queries(this.baseName).indexes);
  }
}
