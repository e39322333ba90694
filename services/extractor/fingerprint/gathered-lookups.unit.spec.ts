import type { ListedReceipt } from '../../../domain/duplicates';
import { gatheredLookups } from './gathered-lookups';
import type { FingerprintLookup } from './look-up-duplicate';

const receipt = (jobId: string): ListedReceipt => ({ jobId, completedAt: '2026-03-01T10:00:00.000Z' });

/** A read model whose reads wait until the test lets them go, recording what each asked. */
const heldModel = (listed: Record<string, ListedReceipt[]>) => {
  const reads: { tenantId: string; keys: readonly string[]; earliest: number | undefined }[] = [];
  const pending: { go: () => void; fail: (error: Error) => void }[] = [];
  const lookup: FingerprintLookup = {
    listedUnder: (tenantId, keys, earliest) => {
      reads.push({ tenantId, keys: [...keys], earliest });
      return new Promise((resolve, reject) => {
        pending.push({
          go: () => resolve(new Map(keys.flatMap((key) => (listed[key] ? [[key, listed[key]] as const] : [])))),
          fail: reject,
        });
      });
    },
    receipts: async () => [],
  };
  const settle = async () => {
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { lookup, reads, pending, settle };
};

describe('gatheredLookups', () => {
  it('sends a lookup alone at once, and those asked meanwhile together, each answered with its own keys', async () => {
    const model = heldModel({ a: [receipt('j1')], b: [receipt('j2')], c: [receipt('j3')] });
    const gathered = gatheredLookups(model.lookup);
    const first = gathered.listedUnder('t', ['a']);
    await model.settle();
    expect(model.reads).toEqual([{ tenantId: 't', keys: ['a'], earliest: undefined }]);
    const second = gathered.listedUnder('t', ['b', 'x']);
    const third = gathered.listedUnder('t', ['b', 'c']);
    await model.settle();
    expect(model.reads).toHaveLength(1);
    model.pending[0]!.go();
    expect(await first).toEqual(new Map([['a', [receipt('j1')]]]));
    await model.settle();
    expect(model.reads[1]).toEqual({ tenantId: 't', keys: ['b', 'x', 'c'], earliest: undefined });
    model.pending[1]!.go();
    expect(await second).toEqual(new Map([['b', [receipt('j2')]]]));
    expect(await third).toEqual(
      new Map([
        ['b', [receipt('j2')]],
        ['c', [receipt('j3')]],
      ]),
    );
  });

  it('never mixes tenants, nor lookups asking for different lengths of list', async () => {
    const model = heldModel({ a: [receipt('j1')] });
    const gathered = gatheredLookups(model.lookup);
    const answers = [
      gathered.listedUnder('t1', ['a']),
      gathered.listedUnder('t2', ['a']),
      gathered.listedUnder('t1', ['a'], 5),
    ];
    await model.settle();
    expect(model.reads).toEqual([
      { tenantId: 't1', keys: ['a'], earliest: undefined },
      { tenantId: 't2', keys: ['a'], earliest: undefined },
      { tenantId: 't1', keys: ['a'], earliest: 5 },
    ]);
    model.pending.forEach(({ go }) => go());
    await Promise.all(answers);
  });

  it('fails every lookup of a read that failed, and the next ones go out afresh', async () => {
    const model = heldModel({ a: [receipt('j1')] });
    const gathered = gatheredLookups(model.lookup);
    const first = gathered.listedUnder('t', ['a']);
    await model.settle();
    const second = gathered.listedUnder('t', ['a']);
    const third = gathered.listedUnder('t', ['a']);
    model.pending[0]!.go();
    await first;
    await model.settle();
    model.pending[1]!.fail(new Error('database down'));
    await expect(second).rejects.toThrow('database down');
    await expect(third).rejects.toThrow('database down');
    const after = gathered.listedUnder('t', ['a']);
    await model.settle();
    model.pending[2]!.go();
    expect(await after).toEqual(new Map([['a', [receipt('j1')]]]));
  });
});
