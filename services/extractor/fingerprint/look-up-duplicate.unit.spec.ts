import type { ReceiptFingerprint } from '../../../contracts';
import {
  candidateIds,
  findPossibleDuplicate,
  queryKeys,
  settlingKeys,
  storedKeys,
  type KnownReceipt,
} from '../../../domain/duplicates';
import { FilesSeen, SETTLED_KEPT_MS } from './files-seen';
import { lookUpDuplicate, type FingerprintLookup } from './look-up-duplicate';

const print = (hash: string, file: string | null): ReceiptFingerprint => ({
  pages: [{ hash, turned: '5555555555555555' }],
  contentKey: null,
  fileSha256: file,
});
const at = (second: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, second)).toISOString();

/** The read model as the store keeps it: each key lists its earliest 20 receipts; every read is noted. */
const readModel = (stored: readonly KnownReceipt[]) => {
  const byKey = new Map<string, KnownReceipt[]>();
  for (const receipt of stored)
    for (const key of storedKeys(receipt.fingerprint)) byKey.set(key, [...(byKey.get(key) ?? []), receipt]);
  const listed = (keys: readonly string[], earliest = 20) =>
    new Map(
      keys.flatMap((key) => {
        const under = [...(byKey.get(key) ?? [])].sort((a, b) => a.completedAt.localeCompare(b.completedAt));
        return under.length === 0
          ? []
          : [
              [
                key,
                under.slice(0, Math.min(20, earliest)).map(({ jobId, completedAt }) => ({ jobId, completedAt })),
              ] as const,
            ];
      }),
    );
  const receipts = (jobIds: readonly string[]) => stored.filter((receipt) => jobIds.includes(receipt.jobId));
  const reads: string[][] = [];
  const entryReads: string[][] = [];
  const lookup: FingerprintLookup = {
    listedUnder: async (_tenantId, keys, earliest) => {
      reads.push([...keys]);
      return listed(keys, earliest);
    },
    receipts: async (jobIds) => {
      entryReads.push([...jobIds]);
      return receipts(jobIds);
    },
  };
  /** What reading every key at once finds: the answer the lookup must give. */
  const everyKey = (mine: ReceiptFingerprint) => {
    const all = listed([...new Set([...settlingKeys(mine), ...queryKeys(mine)])]);
    return findPossibleDuplicate(mine, receipts(candidateIds(all.values())));
  };
  return { lookup, reads, entryReads, everyKey };
};

const copies = (count: number, hash: string, file: string, from = 0): KnownReceipt[] =>
  Array.from({ length: count }, (_, i) => ({
    jobId: `copy-${from + i}`,
    completedAt: at(from + i),
    fingerprint: print(hash, file),
  }));

/** A process that has looked the file up before: the hint that lets the lookup try the file's own keys first. */
const seenBefore = (file: string) => {
  const filesSeen = new FilesSeen();
  filesSeen.add('t', `f:${file}`);
  return filesSeen;
};

/** An earlier receipt of another file (`sha-<jobId>`), completed `index`-th, whose page hash is `hash`. */
const otherFile = (jobId: string, index: number, hash: string): KnownReceipt => ({
  jobId,
  completedAt: at(index),
  fingerprint: print(hash, `sha-${jobId}`),
});

/** A copy of file `sha-a` looked up by a process that has seen the file, checked against reading every key. */
const lookUpSeenCopy = async (stored: KnownReceipt[]) => {
  const model = readModel(stored);
  const mine = print('0f0f0f0f0f0f0f0f', 'sha-a');
  const answer = await lookUpDuplicate(model.lookup, 't', mine, [], seenBefore('sha-a'));
  expect(answer).toEqual(model.everyKey(mine));
  return { model, mine, answer };
};

describe('lookUpDuplicate', () => {
  it('answers a file sent again and again from the lists under its file’s and pages’ keys, in one read', async () => {
    const { model, mine, answer } = await lookUpSeenCopy(copies(30, '0f0f0f0f0f0f0f0f', 'sha-a'));
    expect(answer?.matches.map((match) => match.jobId)).toEqual(['copy-0', 'copy-1', 'copy-2', 'copy-3', 'copy-4']);
    expect(model.reads).toEqual([settlingKeys(mine)]);
    expect(model.entryReads).toEqual([]);
    expect(queryKeys(mine).length).toBeGreaterThan(settlingKeys(mine).length * 5);
  });

  it('looks a file this process has not seen up by every key at once, with the same answer', async () => {
    const model = readModel(copies(30, '0f0f0f0f0f0f0f0f', 'sha-a'));
    const mine = print('0f0f0f0f0f0f0f0f', 'sha-a');
    const filesSeen = new FilesSeen();
    const answer = await lookUpDuplicate(model.lookup, 't', mine, [], filesSeen);
    expect(answer).toEqual(model.everyKey(mine));
    expect(model.reads).toHaveLength(1);
    expect(model.entryReads).toHaveLength(1);
    expect(filesSeen.has('t', 'f:sha-a')).toBe(true);
    expect(filesSeen.has('other-tenant', 'f:sha-a')).toBe(false);
  });

  it('lists an earlier picture identical to the file before the file’s own later copies', async () => {
    const { model, answer } = await lookUpSeenCopy([
      otherFile('photo', 0, '0f0f0f0f0f0f0f0f'),
      ...copies(10, '0f0f0f0f0f0f0f0f', 'sha-a', 1),
    ]);
    expect(answer?.matches[0]).toMatchObject({ jobId: 'photo', signal: 'image', similarity: 1 });
    expect(model.reads).toHaveLength(2);
  });

  it('reads the rest of the keys when the first ones do not settle the answer, and gives the same answer', async () => {
    // Two copies of the file only (fewer than an answer holds), and a photo two bits away.
    const { model, mine, answer } = await lookUpSeenCopy([
      otherFile('near', 0, '0f0f0f0f0f0f0f1e'),
      ...copies(2, '0f0f0f0f0f0f0f0f', 'sha-a', 1),
    ]);
    expect(answer?.matches.map((match) => match.jobId)).toEqual(['copy-1', 'copy-2', 'near']);
    // The first read held only the head of each list: the second asks every key, the first ones again.
    expect(model.reads).toHaveLength(2);
    expect(model.reads[1]).toEqual(expect.arrayContaining(settlingKeys(mine)));
  });

  // An identical picture (another file) among the file's copies: before the fifth copy it outranks it,
  // and only the heads of the keys' lists are read first; after it, the five copies are the answer.
  it.each([
    { copiesBefore: 4, reads: 2, settled: false },
    { copiesBefore: 6, reads: 1, settled: true },
  ])(
    'with an identical picture after $copiesBefore copies, gives the answer of every key (settled at once: $settled)',
    async ({ copiesBefore, reads, settled }) => {
      const { model, mine, answer } = await lookUpSeenCopy([
        ...copies(copiesBefore, '0f0f0f0f0f0f0f0f', 'sha-a'),
        otherFile('photo', copiesBefore, '0f0f0f0f0f0f0f0f'),
        ...copies(20, '0f0f0f0f0f0f0f0f', 'sha-a', copiesBefore + 1),
      ]);
      expect(answer?.matches.some((match) => match.jobId === 'photo')).toBe(!settled);
      expect(model.reads).toHaveLength(reads);
      expect(model.reads[0]).toEqual(settlingKeys(mine));
    },
  );

  it('gives a settled answer again without a read while it is kept, then reads again', async () => {
    const model = readModel(copies(30, '0f0f0f0f0f0f0f0f', 'sha-a'));
    const mine = print('0f0f0f0f0f0f0f0f', 'sha-a');
    let clock = 0;
    const filesSeen = new FilesSeen(10, () => clock);
    filesSeen.add('t', 'f:sha-a');
    const first = await lookUpDuplicate(model.lookup, 't', mine, [], filesSeen);
    clock = SETTLED_KEPT_MS - 1;
    const again = await lookUpDuplicate(model.lookup, 't', mine, [], filesSeen);
    expect(again).toEqual(first);
    expect(again).toEqual(model.everyKey(mine));
    expect(model.reads).toHaveLength(1);
    // Another tenant's copy of the same file is never answered from it.
    expect(await lookUpDuplicate(model.lookup, 'other', mine, [], filesSeen)).toEqual(model.everyKey(mine));
    expect(model.reads).toHaveLength(2);
    clock = SETTLED_KEPT_MS;
    await lookUpDuplicate(model.lookup, 't', mine, [], filesSeen);
    expect(model.reads).toHaveLength(3);
  });

  it('remembers no answer that the file’s own keys did not settle', async () => {
    const model = readModel([otherFile('near', 0, '0f0f0f0f0f0f0f1e'), ...copies(2, '0f0f0f0f0f0f0f0f', 'sha-a', 1)]);
    const mine = print('0f0f0f0f0f0f0f0f', 'sha-a');
    const filesSeen = seenBefore('sha-a');
    await lookUpDuplicate(model.lookup, 't', mine, [], filesSeen);
    await lookUpDuplicate(model.lookup, 't', mine, [], filesSeen);
    expect(model.reads).toHaveLength(4);
    expect(filesSeen.settled('t', 'f:sha-a')).toBeNull();
  });

  it('answers null for a receipt never seen', async () => {
    const model = readModel(copies(30, 'f0f0f0f0f0f0f0f0', 'sha-other'));
    const mine = print('0123456789abcdef', 'sha-new');
    expect(await lookUpDuplicate(model.lookup, 't', mine, [], new FilesSeen())).toBeNull();
  });
});

describe('FilesSeen', () => {
  it('keeps the newest files up to its capacity', () => {
    const filesSeen = new FilesSeen(2);
    filesSeen.add('t', 'f:a');
    filesSeen.add('t', 'f:b');
    filesSeen.add('t', 'f:a');
    filesSeen.add('t', 'f:c');
    expect(['f:a', 'f:b', 'f:c'].map((file) => filesSeen.has('t', file))).toEqual([true, false, true]);
  });

  it('keeps a settled answer when the file is seen again, and forgets it with the file', () => {
    const answer = { level: 'exact' as const, matches: [] };
    const filesSeen = new FilesSeen(2, () => 0);
    filesSeen.settle('t', 'f:a', answer);
    filesSeen.add('t', 'f:a');
    expect(filesSeen.settled('t', 'f:a')).toBe(answer);
    filesSeen.add('t', 'f:b');
    filesSeen.add('t', 'f:c');
    expect(filesSeen.settled('t', 'f:a')).toBeNull();
    expect(filesSeen.has('t', 'f:a')).toBe(false);
  });
});
