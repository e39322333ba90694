import type { Collection } from 'mongodb';
import { afterFirstRead } from '../../test/support/after-first-read';
import { testConfig } from '../../test/support/test-environment';
import { connectMongo } from './mongo';
import { saveNewerVersions, saveVersions } from './newer-versions';

type Doc = { _id: string; version: number; note: string; extra?: unknown };

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database, 10, true);
const statements: Array<{ command: string; documents: number }> = [];
mongo.client.on('commandStarted', (event) => {
  if (event.commandName === 'update' || event.commandName === 'insert')
    statements.push({
      command: event.commandName,
      documents: ((event.command.updates ?? event.command.documents) as unknown[]).length,
    });
});
let collections = 0;
const fresh = (): Collection<Doc> => mongo.db.collection<Doc>(`versions_${(collections += 1)}`);
const sorted = (collection: Collection<Doc>) => collection.find({}).sort({ _id: 1 }).toArray();
/** A fresh collection holding these documents; the statements are counted from here. */
const holding = async (docs: readonly Doc[]): Promise<Collection<Doc>> => {
  const collection = fresh();
  await collection.insertMany([...docs]);
  statements.length = 0;
  return collection;
};

afterAll(async () => {
  await mongo.db.dropDatabase();
  await mongo.close();
});

beforeEach(() => {
  statements.length = 0;
});

describe('saving newer versions on the real database', () => {
  it('replaces the older documents in one statement, keeps the newer ones and names them', async () => {
    const collection = await holding([
      { _id: 'a', version: 1, note: 'a1' },
      { _id: 'b', version: 5, note: 'b5' },
      { _id: 'c', version: 2, note: 'c2' },
    ]);
    const newer = await saveNewerVersions(
      collection,
      [
        { _id: 'a', version: 2, note: 'a2' },
        { _id: 'b', version: 3, note: 'b3' },
        { _id: 'c', version: 2, note: 'c2' },
      ],
      'version',
    );
    expect(newer).toEqual(new Set(['b']));
    expect(await sorted(collection)).toEqual([
      { _id: 'a', version: 2, note: 'a2' },
      { _id: 'b', version: 5, note: 'b5' },
      { _id: 'c', version: 2, note: 'c2' },
    ]);
    expect(statements).toEqual([{ command: 'update', documents: 1 }]);
  });

  it('inserts the documents not stored yet, and gives the same documents when written twice', async () => {
    const collection = await holding([{ _id: 'a', version: 1, note: 'a1' }]);
    const docs = [
      { _id: 'a', version: 3, note: 'a3' },
      { _id: 'n', version: 4, note: 'n4' },
    ];
    expect(await saveNewerVersions(collection, docs, 'version')).toEqual(new Set());
    const once = await sorted(collection);
    expect(once).toEqual(docs);
    expect(await saveNewerVersions(collection, docs, 'version')).toEqual(new Set());
    expect(await sorted(collection)).toEqual(once);
  });

  it('stores ids, values and keys that read like field paths or operators as they are', async () => {
    const collection = await holding([
      { _id: '$a', version: 1, note: 'plain' },
      { _id: '$b', version: 1, note: 'plain' },
    ]);
    const written = { _id: '$a', version: 2, note: '$5 off', extra: [{ $sum: '$total' }, { nested: '$$ROOT' }] };
    await saveNewerVersions(collection, [written], 'version');
    expect(await sorted(collection)).toEqual([written, { _id: '$b', version: 1, note: 'plain' }]);
  });

  it('writes a long run in chunks, each one statement', async () => {
    const docs = Array.from({ length: 250 }, (_, i) => ({
      _id: `d${String(i).padStart(3, '0')}`,
      version: 1,
      note: '',
    }));
    const collection = await holding(docs);
    await saveNewerVersions(
      collection,
      docs.map((doc) => ({ ...doc, version: 2, note: 'later' })),
      'version',
    );
    expect(statements).toEqual([
      { command: 'update', documents: 1 },
      { command: 'update', documents: 1 },
      { command: 'update', documents: 1 },
    ]);
    expect(await collection.countDocuments({ version: 2, note: 'later' })).toBe(250);
  });

  it('replaces an older document another writer inserted between the read and the insert', async () => {
    const collection = fresh();
    const racing = afterFirstRead(collection, () => collection.insertOne({ _id: 'r', version: 1, note: 'theirs' }));
    expect(await saveNewerVersions(racing, [{ _id: 'r', version: 2, note: 'ours' }], 'version')).toEqual(new Set());
    expect(await sorted(collection)).toEqual([{ _id: 'r', version: 2, note: 'ours' }]);
  });

  it('keeps a newer document another writer inserted between the read and the insert, and names it', async () => {
    const collection = fresh();
    const racing = afterFirstRead(collection, () => collection.insertOne({ _id: 'r', version: 3, note: 'theirs' }));
    expect(await saveNewerVersions(racing, [{ _id: 'r', version: 2, note: 'ours' }], 'version')).toEqual(
      new Set(['r']),
    );
    expect(await sorted(collection)).toEqual([{ _id: 'r', version: 3, note: 'theirs' }]);
  });

  it('inserts first versions, names those the store already holds, and writes the later ones in one statement', async () => {
    const collection = await holding([
      { _id: 'held', version: 2, note: 'held2' },
      { _id: 'old', version: 1, note: 'old1' },
    ]);
    const kept = await saveVersions(
      collection,
      [
        { _id: 'held', version: 1, note: 'held1' },
        { _id: 'new', version: 1, note: 'new1' },
        { _id: 'old', version: 3, note: 'old3' },
      ],
      'version',
      1,
    );
    expect(kept).toEqual(new Set(['held']));
    expect(await sorted(collection)).toEqual([
      { _id: 'held', version: 2, note: 'held2' },
      { _id: 'new', version: 1, note: 'new1' },
      { _id: 'old', version: 3, note: 'old3' },
    ]);
    expect(statements).toEqual([
      { command: 'update', documents: 1 },
      { command: 'insert', documents: 2 },
    ]);
  });
});
