import type { ReceiptFingerprint } from '../../contracts';
import { contentKey } from './content-key';
import { queryKeys, storedKeys } from './lookup-keys';
import { findPossibleDuplicate, type KnownReceipt } from './match';

const content = {
  vendor: 'Target Store #1234',
  amount: 42.5,
  transactionDate: '2026-03-01',
  cardLast4: '4242',
  itemPrices: [40, 2.5],
};
const fingerprint = (
  hash: string,
  key: string | null = contentKey(content),
  file: string | null = null,
): ReceiptFingerprint => ({
  pages: [{ hash, turned: '5555555555555555' }],
  contentKey: key,
  fileSha256: file,
});
const known = (jobId: string, print: ReceiptFingerprint, completedAt = '2026-03-02T10:00:00.000Z'): KnownReceipt => ({
  jobId,
  completedAt,
  fingerprint: print,
});

describe('findPossibleDuplicate', () => {
  it('calls the same file an exact duplicate', () => {
    const mine = fingerprint('0f0f0f0f0f0f0f0f', null, 'sha-1');
    const answer = findPossibleDuplicate(mine, [known('job-a', fingerprint('ffffffffffffffff', null, 'sha-1'))]);
    expect(answer).toEqual({
      level: 'exact',
      matches: [
        { jobId: 'job-a', completedAt: '2026-03-02T10:00:00.000Z', similarity: 1, signal: 'file', level: 'exact' },
      ],
    });
  });

  it('calls a picture a few bits away a near-exact duplicate, and a far one nothing', () => {
    const mine = fingerprint('0f0f0f0f0f0f0f0f', null);
    expect(findPossibleDuplicate(mine, [known('near', fingerprint('0f0f0f0f0f0f0ff0', null))])?.level).toBe(
      'near_exact',
    );
    expect(findPossibleDuplicate(mine, [known('far', fingerprint('f0f0f0f0f0f0f0f0', null))])).toBeNull();
  });

  it('finds a picture turned a half turn through its turned hash', () => {
    const mine: ReceiptFingerprint = {
      pages: [{ hash: 'aaaa000000000000', turned: '123456789abcdef0' }],
      contentKey: null,
      fileSha256: null,
    };
    const earlier = known('turned', {
      pages: [{ hash: '123456789abcdef0', turned: 'x' }],
      contentKey: null,
      fileSha256: null,
    });
    expect(findPossibleDuplicate(mine, [earlier])?.matches[0]).toMatchObject({
      jobId: 'turned',
      level: 'exact',
      signal: 'image',
    });
  });

  it('calls the same content from a different picture same_content, and puts picture matches first', () => {
    const mine = fingerprint('0f0f0f0f0f0f0f0f');
    const sameContent = known('email', fingerprint('f0f0f0f0f0f0f0f0'), '2026-03-01T09:00:00.000Z');
    const samePicture = known('photo', fingerprint('0f0f0f0f0f0f0f0e', null), '2026-03-03T09:00:00.000Z');
    const answer = findPossibleDuplicate(mine, [sameContent, samePicture]);
    expect(answer?.level).toBe('exact');
    expect(answer?.matches.map((m) => [m.jobId, m.level, m.signal])).toEqual([
      ['photo', 'exact', 'image'],
      ['email', 'same_content', 'content'],
    ]);
  });

  it('never matches the job itself', () => {
    const mine = fingerprint('0f0f0f0f0f0f0f0f');
    expect(findPossibleDuplicate(mine, [known('me', mine)], 'me')).toBeNull();
  });
});

describe('contentKey', () => {
  it('reads the same receipt the same way whatever the spelling of the vendor or the order of the lines', () => {
    expect(contentKey({ ...content, vendor: 'TARGET STORE 1234', itemPrices: [2.5, 40] })).toBe(contentKey(content));
  });

  it('tells apart a different total, date, card or line', () => {
    const key = contentKey(content);
    expect(contentKey({ ...content, amount: 42.51 })).not.toBe(key);
    expect(contentKey({ ...content, transactionDate: '2026-03-02' })).not.toBe(key);
    expect(contentKey({ ...content, cardLast4: '1111' })).not.toBe(key);
    expect(contentKey({ ...content, itemPrices: [40, 2.4] })).not.toBe(key);
  });

  it('gives no key without a vendor, a date or a total', () => {
    expect(contentKey({ ...content, vendor: null })).toBeNull();
    expect(contentKey({ ...content, transactionDate: null })).toBeNull();
    expect(contentKey({ ...content, amount: null })).toBeNull();
  });
});

describe('lookup keys', () => {
  it('stores each page both ways up, so a copy turned a half turn meets its original like an upright one', () => {
    const print = fingerprint('0011223344556677', 'k', 'sha');
    expect(storedKeys(print)).toEqual([
      'f:sha',
      'h0:0011',
      'h1:2233',
      'h2:4455',
      'h3:6677',
      'h0:5555',
      'h1:5555',
      'h2:5555',
      'h3:5555',
      'c:k',
    ]);
    expect(queryKeys(print)).toEqual(
      expect.arrayContaining([...storedKeys(print).filter((k) => !k.endsWith('5555')), 'h0:0010']),
    );
    // A half-turned copy, a few bits off in every band: its upright hash is near the original's turned one.
    const halfTurned: ReceiptFingerprint = {
      pages: [{ hash: '5554555455545554', turned: '0011223344556677' }],
      contentKey: null,
      fileSha256: null,
    };
    expect(queryKeys(halfTurned).filter((key) => storedKeys(print).includes(key))).not.toEqual([]);
  });
});
