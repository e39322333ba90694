import type { Collection, Document } from 'mongodb';
import { BatchedInserts } from './batched-inserts';

/** A collection whose insertMany fails the way the driver does; only insertMany is ever called. */
const failingWith = (error: unknown) => ({ insertMany: async () => Promise.reject(error) }) as unknown as Collection;

/** A collection that already holds the documents with these ids: the driver reports them by index. */
const holding = (ids: readonly string[]) =>
  ({
    insertMany: async (docs: Document[]) => {
      const writeErrors = docs.flatMap((doc, index) => (ids.includes(doc._id) ? [{ index, code: 11000 }] : []));
      if (writeErrors.length > 0) throw Object.assign(new Error('E11000'), { code: 11000, writeErrors });
    },
  }) as unknown as Collection;

describe('BatchedInserts', () => {
  it('reports duplicates by index and the rest as inserted', async () => {
    const inserts = new BatchedInserts(holding(['b']));
    expect(await Promise.all(['a', 'b', 'c'].map((_id) => inserts.insert({ _id })))).toEqual([
      'inserted',
      'duplicate',
      'inserted',
    ]);
  });

  it('fails every caller when the connection was lost mid-call (a bulk write error without write errors)', async () => {
    const lost = Object.assign(new Error('read ECONNRESET'), { writeErrors: [] });
    const inserts = new BatchedInserts(failingWith(lost));
    const outcomes = await Promise.allSettled([inserts.insert({ _id: 'a' }), inserts.insert({ _id: 'b' })]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});
