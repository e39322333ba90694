import type { Collection, Document, OptionalUnlessRequiredId } from 'mongodb';

export type InsertOutcome = 'inserted' | 'duplicate';

type Pending<T> = { doc: T; resolve: (outcome: InsertOutcome) => void; reject: (error: unknown) => void };

const writeErrorsOf = (error: unknown): ReadonlyArray<{ index: number; code: number }> | null => {
  const errors = (error as { writeErrors?: unknown }).writeErrors;
  if (Array.isArray(errors)) return errors as Array<{ index: number; code: number }>;
  const single = error as { code?: unknown; index?: unknown };
  return single.code === 11000 ? [{ index: typeof single.index === 'number' ? single.index : 0, code: 11000 }] : null;
};

/**
 * Coalesces concurrent single-document inserts into one unordered insertMany per round, one round in
 * flight at a time. The database takes far more documents in a few insertMany calls than in as
 * many separate inserts. Each caller still learns its own outcome: inserted, or already there
 * (the unique `_id` is how writers detect each other).
 */
export class BatchedInserts<T extends Document> {
  private queue: Pending<T>[] = [];
  private flying: Promise<void> | null = null;

  constructor(
    private readonly collection: Collection<T>,
    private readonly maxDocuments = 500,
  ) {}

  insert(doc: T): Promise<InsertOutcome> {
    return new Promise<InsertOutcome>((resolve, reject) => {
      this.queue.push({ doc, resolve, reject });
      if (this.flying === null) this.flying = this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const taken = this.queue.splice(0, this.maxDocuments);
      const duplicates = new Set<number>();
      let failure: unknown = null;
      try {
        await this.collection.insertMany(
          taken.map((entry) => entry.doc as OptionalUnlessRequiredId<T>),
          { ordered: false },
        );
      } catch (error) {
        const writeErrors = writeErrorsOf(error);
        // A connection lost mid-call is a bulk write error too, with no write errors at all: nothing is known
        // to be written, so it is a failure, not "all inserted".
        if (writeErrors !== null && writeErrors.length > 0 && writeErrors.every((entry) => entry.code === 11000))
          writeErrors.forEach((entry) => duplicates.add(entry.index));
        else failure = error;
      }
      taken.forEach((entry, index) => {
        if (failure !== null) entry.reject(failure);
        else entry.resolve(duplicates.has(index) ? 'duplicate' : 'inserted');
      });
    }
    this.flying = null;
  }
}
