import type { AnyEvent } from '../../common/events';
import { connectMongo } from '../../common/storage';
import { candidateIds, contentKey, contentParts, findPossibleDuplicate, queryKeys } from '../../domain/duplicates';
import type { ReceiptFingerprint } from '../../contracts';
import { afterFirstRead } from '../../test/support/after-first-read';
import { testConfig } from '../../test/support/test-environment';
import { fingerprintsHandler, projectFingerprints } from './fingerprints-projector';
import { MongoFingerprintsStore } from './mongo-fingerprints-store';
import { MAX_RECEIPTS_PER_KEY } from './fingerprints-queries';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
const store = new MongoFingerprintsStore(mongo.db);
/** What the extractor's lookup reads: the keys' lists, then the distinct candidates' entries. */
const candidatesOf = async (tenantId: string, keys: readonly string[]) =>
  store.receipts(candidateIds((await store.listedUnder(tenantId, keys)).values()));

const print = (hash: string, contentKey: string | null): ReceiptFingerprint => ({
  pages: [{ hash, turned: '5555555555555555' }],
  contentKey,
  fileSha256: null,
});
const completed = (jobId: string, tenantId: string, occurredAt: string, result: object): AnyEvent => ({
  type: 'JobCompleted',
  data: {
    jobId,
    sequence: 3,
    attempt: 1,
    resultJson: JSON.stringify(result),
    durationMs: 10,
    fileSha256: null,
    pages: 1,
  },
  metadata: {
    eventId: `${jobId}:3`,
    occurredAt,
    tenantId,
    correlationId: jobId,
    causationId: `${jobId}:2`,
    schemaVersion: 1,
  },
});

/**
 * A store whose first read of the keys' documents is followed, before it writes, by `meanwhile`: another
 * writer's turn, at the one moment that two real ones could meet.
 */
const afterReadingKeys = (meanwhile: () => Promise<unknown>): MongoFingerprintsStore => {
  const db = new Proxy(mongo.db, {
    get: (target, property, receiver) =>
      property !== 'collection'
        ? Reflect.get(target, property, receiver)
        : (name: string) =>
            name === 'fingerprints_keys' ? afterFirstRead(target.collection(name), meanwhile) : target.collection(name),
  });
  return new MongoFingerprintsStore(db);
};

describe('the fingerprints read model on the real database', () => {
  const receiptA = completed('job-a', 't_one', '2026-03-01T10:00:00.000Z', {
    vendor: 'Target',
    fingerprint: print('0f0f0f0f0f0f0f0f', 'key-a'),
    possibleDuplicate: null,
    alterationSignals: [],
  });
  const receiptB = completed('job-b', 't_one', '2026-03-05T10:00:00.000Z', {
    vendor: 'Target',
    fingerprint: print('a0a0a0a0a0a0a0a0', 'key-b'),
    possibleDuplicate: null,
    alterationSignals: [{ signal: 'arithmetic', evidence: 'lines add up to more' }],
  });
  const otherTenant = completed('job-c', 't_two', '2026-03-02T10:00:00.000Z', {
    fingerprint: print('0f0f0f0f0f0f0f0f', 'key-a'),
    possibleDuplicate: null,
    alterationSignals: [],
  });
  const audit = completed('job-d', 't_one', '2026-03-02T10:00:00.000Z', { overallStatus: 'pass', flags: [] });

  beforeAll(() => store.ensureIndexes());
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it('keeps one entry per receipt, the same after the same events twice, and nothing for other results', async () => {
    const everything = async () => ({
      entries: await mongo.db.collection('fingerprints').find({}).sort({ _id: 1 }).toArray(),
      keys: await mongo.db.collection('fingerprints_keys').find({}).sort({ _id: 1 }).toArray(),
    });
    await projectFingerprints(store, [receiptA, receiptB, otherTenant, audit]);
    const once = await everything();
    await projectFingerprints(store, [receiptA, receiptB, otherTenant, audit]);
    await fingerprintsHandler(store)(receiptB);
    expect(await everything()).toEqual(once);
    const first = once.entries;
    expect(first.map((doc) => doc._id)).toEqual(['job-a', 'job-b', 'job-c']);
    expect((await store.get('job-b'))?.alterationSignals).toEqual([
      { signal: 'arithmetic', evidence: 'lines add up to more' },
    ]);
  });

  it('rewrites an entry already stored whole from its event, beside new ones in the same batch', async () => {
    await mongo.db
      .collection<{ _id: string; tenantId: string; completedAt: string; left: string }>('fingerprints')
      .insertOne({ _id: 'job-stale', tenantId: 't_stale', completedAt: '2026-01-01T00:00:00.000Z', left: 'over' });
    const stale = completed('job-stale', 't_stale', '2026-03-01T10:00:00.000Z', {
      fingerprint: print('9e9e9e9e9e9e9e9e', 'stale'),
    });
    const fresh = completed('job-fresh', 't_stale', '2026-03-01T11:00:00.000Z', {
      fingerprint: print('9f9f9f9f9f9f9f9f', null),
    });
    await projectFingerprints(store, [stale, fresh]);
    const rewritten = await mongo.db
      .collection<{ _id: string; completedAt: string }>('fingerprints')
      .findOne({ _id: 'job-stale' });
    expect(rewritten).not.toHaveProperty('left');
    expect(rewritten?.completedAt).toBe('2026-03-01T10:00:00.000Z');
    expect((await store.get('job-fresh'))?.completedAt).toBe('2026-03-01T11:00:00.000Z');
  });

  it("answers a copy of a tenant's receipt with that receipt, never another tenant's", async () => {
    const copy = print('0f0f0f0f0f0f0f0e', null);
    const candidates = await candidatesOf('t_one', queryKeys(copy));
    expect(candidates.map((c) => c.jobId)).toEqual(['job-a']);
    expect(findPossibleDuplicate(copy, candidates)?.matches).toEqual([
      { jobId: 'job-a', completedAt: '2026-03-01T10:00:00.000Z', similarity: 0.984, signal: 'image', level: 'exact' },
    ]);
    const sameContent = print('ffffffffffffffff', 'key-b');
    expect(findPossibleDuplicate(sameContent, await candidatesOf('t_one', queryKeys(sameContent)))?.level).toBe(
      'same_content',
    );
    expect((await candidatesOf('t_two', queryKeys(copy))).map((c) => c.jobId)).toEqual(['job-c']);
    expect(await candidatesOf('t_three', queryKeys(copy))).toEqual([]);
  });

  it('finds a second reading of a receipt whose vendor was read differently, by its date and total', async () => {
    const receipt = {
      vendor: 'Target',
      amount: 42.5,
      transactionDate: '2026-03-01',
      cardLast4: null,
      itemPrices: [40],
    };
    const read = (vendor: string, hash: string): ReceiptFingerprint => ({
      pages: [{ hash, turned: '5555555555555555' }],
      contentKey: contentKey({ ...receipt, vendor }),
      fileSha256: null,
      contentParts: contentParts({ ...receipt, vendor }),
    });
    await projectFingerprints(store, [
      completed('job-paper', 't_parts', '2026-03-01T10:00:00.000Z', {
        fingerprint: read('Target', '1234123412341234'),
      }),
    ]);
    const screen = read('TARGET EXPECT MORE', 'edcbedcbedcbedcb');
    const answer = findPossibleDuplicate(screen, await candidatesOf('t_parts', queryKeys(screen)));
    expect(answer?.matches.map((m) => [m.jobId, m.level, m.signal])).toEqual([
      ['job-paper', 'same_content', 'content'],
    ]);
  });

  it('keeps taking receipts under a key that more receipts share than one document holds', async () => {
    // Every receipt's bands its own; only the content key is shared, by more than a document holds.
    const own = (i: number) => (0x1111 + i).toString(16).padStart(4, '0').repeat(4);
    const many = Array.from({ length: MAX_RECEIPTS_PER_KEY + 5 }, (_, i) =>
      completed(`job-hot-${i}`, 't_hot', '2026-03-01T10:00:00.000Z', {
        fingerprint: print(own(i), 'same-template'),
      }),
    );
    await projectFingerprints(store, many);
    await projectFingerprints(store, many.slice(-3));
    const last = print(own(MAX_RECEIPTS_PER_KEY + 4), null);
    expect((await candidatesOf('t_hot', queryKeys(last))).map((c) => c.jobId)).toContain(
      `job-hot-${MAX_RECEIPTS_PER_KEY + 4}`,
    );
    const template = await candidatesOf('t_hot', queryKeys(print('ffffffffffffffff', 'same-template')));
    expect(template).toHaveLength(MAX_RECEIPTS_PER_KEY);
    expect(await store.get(`job-hot-${MAX_RECEIPTS_PER_KEY + 4}`)).not.toBeNull();
  });

  it("leaves a full key's document as it is for a later receipt, and takes in an earlier one in its place", async () => {
    const hot = (i: number, at: string) =>
      completed(`job-full-${String(i).padStart(3, '0')}`, 't_full', at, {
        fingerprint: print('1234123412341234', 'full'),
      });
    await projectFingerprints(
      store,
      Array.from({ length: MAX_RECEIPTS_PER_KEY }, (_, i) => hot(i + 100, '2026-03-02T10:00:00.000Z')),
    );
    const held = () => candidatesOf('t_full', ['c:full']);
    const before = (await held()).map((c) => c.jobId);
    const whole = (await store.listedUnder('t_full', ['c:full'])).get('c:full') ?? [];
    expect(whole).toHaveLength(MAX_RECEIPTS_PER_KEY);
    expect((await store.listedUnder('t_full', ['c:full'], 5)).get('c:full')).toEqual(whole.slice(0, 5));
    await projectFingerprints(store, [hot(900, '2026-03-03T10:00:00.000Z')]); // later than every kept one
    expect((await held()).map((c) => c.jobId)).toEqual(before);
    // Among the kept ones (the same time, a job id between two of theirs): kept, the last one goes.
    const among = completed('job-full-105a', 't_full', '2026-03-02T10:00:00.000Z', {
      fingerprint: print('1234123412341234', 'full'),
    });
    await projectFingerprints(store, [among]);
    const next = (await held()).map((c) => c.jobId);
    expect(next).toContain('job-full-105a');
    expect(next).not.toContain(`job-full-${MAX_RECEIPTS_PER_KEY + 99}`);
    await projectFingerprints(store, [hot(1, '2026-03-01T10:00:00.000Z')]); // earlier: kept, the last one goes
    const after = (await held()).map((c) => c.jobId);
    expect(after).toHaveLength(MAX_RECEIPTS_PER_KEY);
    expect(after).toContain('job-full-001');
    expect(after).not.toContain(`job-full-${MAX_RECEIPTS_PER_KEY + 98}`);
  });

  it("reads a key's document written under a larger cap (before a rebuild) as its earliest receipts only", async () => {
    const member = (i: number) => ({
      jobId: `job-old-${String(i).padStart(3, '0')}`,
      completedAt: `2026-02-01T10:00:${String(i % 60).padStart(2, '0')}.${String(i).padStart(3, '0')}Z`,
      fingerprint: print('4321432143214321', 'old-cap'),
    });
    const written = Array.from({ length: MAX_RECEIPTS_PER_KEY + 30 }, (_, i) => member(i));
    // Documents of that time held each receipt's fingerprint under every key; its entry holds it too.
    await mongo.db
      .collection<{ _id: string }>('fingerprints')
      .insertMany(written.map((m) => ({ _id: m.jobId, ...m, tenantId: 't_old', keys: ['c:old-cap'] })));
    await mongo.db
      .collection<{ _id: string; tenantId: string; receipts: object[] }>('fingerprints_keys')
      .insertOne({ _id: 't_old|c:old-cap', tenantId: 't_old', receipts: written });
    const read = await candidatesOf('t_old', ['c:old-cap']);
    expect(read.map((c) => c.jobId)).toEqual(written.slice(0, MAX_RECEIPTS_PER_KEY).map((m) => m.jobId));
    expect(findPossibleDuplicate(print('ffffffffffffffff', 'old-cap'), read)?.matches[0]?.jobId).toBe('job-old-000');
  });

  it('reads the documents of more keys than a first answer holds in one round trip', async () => {
    const keys = Array.from({ length: 150 }, (_, i) => `c:many-${i}`);
    await mongo.db.collection<{ _id: string; tenantId: string; receipts: object[] }>('fingerprints_keys').insertMany(
      keys.map((key, i) => ({
        _id: `t_many|${key}`,
        tenantId: 't_many',
        receipts: [{ jobId: `job-many-${i}`, completedAt: '2026-03-01T10:00:00.000Z' }],
      })),
    );
    const watched = connectMongo(config.mongo.url, config.mongo.database, 10, true);
    const commands: string[] = [];
    watched.client.on('commandStarted', (event) => commands.push(event.commandName));
    try {
      const listed = await new MongoFingerprintsStore(watched.db).listedUnder('t_many', keys);
      expect(listed.size).toBe(150);
      expect(commands.filter((name) => name === 'find' || name === 'getMore')).toEqual(['find']);
    } finally {
      await watched.close();
    }
  });

  it("writes a key's document the same whether its receipts came in one batch, one by one, or in two at once", async () => {
    const shared = (tenantId: string, i: number, at: string) =>
      completed(`job-way-${String(i).padStart(2, '0')}`, tenantId, at, {
        fingerprint: print('5a5a5a5a5a5a5a5a', 'way'),
      });
    // More than a document holds, completed out of order, one of them twice.
    const times = Array.from({ length: MAX_RECEIPTS_PER_KEY + 4 }, (_, i) => `2026-03-0${1 + (i % 7)}T10:00:00.000Z`);
    const receipts = (tenantId: string) => times.map((at, i) => shared(tenantId, i, at));
    await projectFingerprints(store, [...receipts('t_way_batch'), receipts('t_way_batch')[3]!]);
    for (const receipt of receipts('t_way_single').reverse()) await projectFingerprints(store, [receipt]);
    // Two projectors (two partitions) meeting the same new keys: the other writes them just after this one read them.
    const both = receipts('t_way_both');
    await projectFingerprints(
      afterReadingKeys(() => projectFingerprints(store, both.slice(0, 12))),
      both.slice(12),
    );
    const keysOf = async (tenantId: string) =>
      (
        await mongo.db
          .collection<{ _id: string; receipts: object[] }>('fingerprints_keys')
          .find({ tenantId })
          .sort({ _id: 1 })
          .toArray()
      ).map(({ _id, receipts: held }) => [_id.slice(tenantId.length), held]);
    const inOneBatch = await keysOf('t_way_batch');
    expect(inOneBatch.length).toBeGreaterThan(1);
    for (const [, held] of inOneBatch) expect(held).toHaveLength(MAX_RECEIPTS_PER_KEY);
    expect(await keysOf('t_way_single')).toEqual(inOneBatch);
    expect(await keysOf('t_way_both')).toEqual(inOneBatch);
  });

  it("takes a receipt into a key's document that a retention purge removed just after it was read", async () => {
    const at = (jobId: string, when: string) =>
      completed(jobId, 't_gone', when, { fingerprint: print('7c7c7c7c7c7c7c7c', 'gone') });
    await projectFingerprints(store, [at('job-gone-1', '2026-01-01T10:00:00.000Z')]);
    const purged = afterReadingKeys(async () => {
      expect(await store.purgeBefore('t_gone', new Date('2026-02-01T00:00:00.000Z'))).toBe(1);
    });
    await projectFingerprints(purged, [at('job-gone-2', '2026-03-01T10:00:00.000Z')]);
    const listed = await store.listedUnder('t_gone', ['c:gone', ...queryKeys(print('7c7c7c7c7c7c7c7c', null))]);
    expect(listed.size).toBeGreaterThan(1);
    for (const held of listed.values()) expect(held.map((r) => r.jobId)).toEqual(['job-gone-2']);
  });

  it('takes in a new receipt sent with one its keys hold already', async () => {
    const at = (jobId: string, when: string) =>
      completed(jobId, 't_again', when, { fingerprint: print('6b6b6b6b6b6b6b6b', 'again') });
    const first = at('job-again-1', '2026-03-01T10:00:00.000Z');
    await projectFingerprints(store, [first]);
    // The first receipt's keys refuse it again; the second must still go into every one of them.
    await projectFingerprints(store, [first, at('job-again-2', '2026-03-02T10:00:00.000Z')]);
    const listed = await store.listedUnder('t_again', ['c:again', ...queryKeys(print('6b6b6b6b6b6b6b6b', null))]);
    expect(listed.size).toBeGreaterThan(1);
    for (const held of listed.values()) expect(held.map((r) => r.jobId)).toEqual(['job-again-1', 'job-again-2']);
  });

  it("writes a receipt into its keys' documents with one statement, even when the batch holds its event twice", async () => {
    const at = (jobId: string, when: string) =>
      completed(jobId, 't_once', when, { fingerprint: print('8d8d8d8d8d8d8d8d', 'once') });
    await projectFingerprints(store, [at('job-once-1', '2026-03-01T10:00:00.000Z')]);
    const watched = connectMongo(config.mongo.url, config.mongo.database, 10, true);
    const statements: number[] = [];
    watched.client.on('commandStarted', (event) => {
      if (event.commandName === 'update' && event.command.update === 'fingerprints_keys')
        statements.push((event.command.updates as unknown[]).length);
    });
    try {
      const second = at('job-once-2', '2026-03-02T10:00:00.000Z');
      await projectFingerprints(new MongoFingerprintsStore(watched.db), [second, second]);
      expect(statements).toEqual([1]);
    } finally {
      await watched.close();
    }
    const listed = await store.listedUnder('t_once', ['c:once', ...queryKeys(print('8d8d8d8d8d8d8d8d', null))]);
    expect(listed.size).toBeGreaterThan(1);
    for (const held of listed.values()) expect(held.map((r) => r.jobId)).toEqual(['job-once-1', 'job-once-2']);
  });

  it("forgets a tenant's receipts past its retention, and only that tenant's", async () => {
    expect(await store.purgeBefore('t_one', new Date('2026-03-03T00:00:00.000Z'))).toBe(1);
    expect(await store.get('job-a')).toBeNull();
    expect(await store.get('job-b')).not.toBeNull();
    expect(await store.get('job-c')).not.toBeNull();
    // Nor is it found by a lookup any more, while the other tenant's copy still is.
    expect(await candidatesOf('t_one', queryKeys(print('0f0f0f0f0f0f0f0f', 'key-a')))).toEqual([]);
    expect((await candidatesOf('t_two', queryKeys(print('0f0f0f0f0f0f0f0f', 'key-a')))).map((c) => c.jobId)).toEqual([
      'job-c',
    ]);
  });
});
