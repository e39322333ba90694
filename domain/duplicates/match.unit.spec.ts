import type { ReceiptFingerprint } from '../../contracts';
import { contentKey, contentParts, type ReceiptContent } from './content-key';
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

  it('finds a copy held askew through its page turned back, within a stricter bound', () => {
    // The copy's upright hash is far from the original; turned back by a degree it is 6 bits away.
    const mine = fingerprint('f0f0f0f0f0f0f0f0', null);
    const askew = [{ hash: '0f0f0f0f0f0f0fc0', turned: '5555555555555555' }];
    const original = known('original', fingerprint('0f0f0f0f0f0f0f0f', null));
    expect(findPossibleDuplicate(mine, [original])).toBeNull();
    expect(findPossibleDuplicate(mine, [original], { tilted: askew })?.matches[0]).toMatchObject({
      jobId: 'original',
      level: 'near_exact',
      signal: 'image',
      similarity: 0.906,
    });
    // 8 bits: close enough for the upright picture, not for one of the tries turned back.
    const further = [{ hash: '0f0f0f0f0f0f00ff', turned: '5555555555555555' }];
    expect(findPossibleDuplicate(mine, [original], { tilted: further })).toBeNull();
  });

  it('never matches the job itself', () => {
    const mine = fingerprint('0f0f0f0f0f0f0f0f');
    expect(findPossibleDuplicate(mine, [known('me', mine)], { ownJobId: 'me' })).toBeNull();
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

describe('a second reading of the same receipt that differs in one part', () => {
  const receipt: ReceiptContent = {
    vendor: 'Target Store #1234',
    amount: 42.5,
    transactionDate: '2026-03-01',
    cardLast4: null,
    itemPrices: [19.99, 12.49, 3.99, 2.5],
  };
  const read = (content: ReceiptContent, hash: string): ReceiptFingerprint => ({
    pages: [{ hash, turned: '5555555555555555' }],
    contentKey: contentKey(content),
    fileSha256: null,
    contentParts: contentParts(content),
  });
  const original = read(receipt, '0f0f0f0f0f0f0f0f');
  // A photo of the screen: a picture too far from the original's to match by its hash.
  const answer = (content: ReceiptContent) =>
    findPossibleDuplicate(read(content, 'f0f0f0f0f0f0f0f0'), [known('original', original)]);

  it('is the same content when the vendor was read from the logo differently or a line was missed', () => {
    expect(answer({ ...receipt, vendor: 'TARGET EXPECT MORE' })?.matches[0]).toMatchObject({
      jobId: 'original',
      signal: 'content',
      level: 'same_content',
    });
    expect(answer({ ...receipt, itemPrices: [19.99, 12.49, 3.99] })?.level).toBe('same_content');
    expect(answer({ ...receipt, cardLast4: '4242' })?.level).toBe('same_content');
  });

  it('is the same content when the other reading missed lines but misread none', () => {
    const logo = 'TARGET EXPECT MORE';
    // Half the lines, each of them one of the original's: a dim photo of a screen.
    expect(answer({ ...receipt, vendor: logo, itemPrices: [19.99, 12.49] })?.level).toBe('same_content');
    // Half the lines, one of them not the original's: another purchase for the same total.
    expect(answer({ ...receipt, vendor: logo, itemPrices: [19.99, 7.49] })).toBeNull();
    // One line of four: too little to tell.
    expect(answer({ ...receipt, vendor: logo, itemPrices: [19.99] })).toBeNull();
    // Lines read at 0 (a note, a free extra) say nothing either way.
    expect(answer({ ...receipt, vendor: logo, itemPrices: [0, 0, 19.99, 12.49] })?.level).toBe('same_content');
  });

  it('is the same content when the vendor is read the same and the lines agree in part', () => {
    // Two of four lines misread on a dim copy.
    const misread = [19.99, 12.49, 3.98, 2.6];
    expect(answer({ ...receipt, itemPrices: misread })?.level).toBe('same_content');
    expect(answer({ ...receipt, itemPrices: [2.5] })?.level).toBe('same_content');
    // The lines alone, with the vendor read otherwise, are not enough.
    expect(answer({ ...receipt, vendor: 'TARGET EXPECT MORE', itemPrices: misread })).toBeNull();
  });

  it('is the same content when every line is the same but one, and that one a digit apart', () => {
    const noName = { ...receipt, vendor: null, itemPrices: [9.7, 3, 29.8] };
    const original = read(noName, '0f0f0f0f0f0f0f0f');
    const copy = (itemPrices: number[]) =>
      findPossibleDuplicate(read({ ...noName, itemPrices }, 'f0f0f0f0f0f0f0f0'), [known('original', original)]);
    // A dim copy's 9 read as a 6.
    expect(copy([6.7, 3, 29.8])?.level).toBe('same_content');
    // Two digits apart is another price, and two lines a digit apart are as likely two other lines.
    expect(copy([6.2, 3, 29.8])).toBeNull();
    expect(copy([6.7, 3, 29.9])).toBeNull();
    // A digit apart with a line missed besides: too little to tell.
    expect(copy([6.7, 3])).toBeNull();
  });

  it('is found through its date and total, whatever else was read', () => {
    const other = read({ ...receipt, vendor: 'TARGET EXPECT MORE', itemPrices: [19.99] }, 'f0f0f0f0f0f0f0f0');
    expect(queryKeys(other).filter((key) => storedKeys(original).includes(key))).toHaveLength(1);
  });

  it('tells apart another purchase at the same store on the same day', () => {
    expect(answer({ ...receipt, amount: 17.48, itemPrices: [12.49, 3.99] })).toBeNull();
    // The same total by chance: other lines.
    expect(answer({ ...receipt, itemPrices: [29.99, 9.99, 2.52] })).toBeNull();
    // The same total and lines, paid with another card: bought twice.
    const paid = { ...receipt, cardLast4: '4242' };
    expect(
      findPossibleDuplicate(read({ ...paid, cardLast4: '1111' }, 'f0f0f0f0f0f0f0f0'), [
        known('original', read(paid, '0f0f0f0f0f0f0f0f')),
      ]),
    ).toBeNull();
  });

  it('needs more than the vendor, the date and the total when both read their lines', () => {
    expect(answer({ ...receipt, itemPrices: [40, 2.5] })).toBeNull();
    expect(answer({ ...receipt, itemPrices: [] })?.level).toBe('same_content');
  });

  it('has no parts without a date or a total, and nothing to compare with a receipt stored before parts existed', () => {
    expect(contentParts({ ...receipt, transactionDate: null })).toBeNull();
    expect(contentParts({ ...receipt, amount: null })).toBeNull();
    // Stored before parts existed: only the whole content key could match, and the vendor was read differently.
    const { contentParts: _, ...before } = read({ ...receipt, vendor: 'TARGET EXPECT MORE' }, '0f0f0f0f0f0f0f0f');
    expect(findPossibleDuplicate(read(receipt, 'f0f0f0f0f0f0f0f0'), [known('before', before)])).toBeNull();
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

  it('asks with the bands of the pages turned back too, as they are', () => {
    const print = fingerprint('0011223344556677', null);
    const keys = queryKeys(print, [{ hash: '8899aabbccddeeff', turned: '5555555555555555' }]);
    expect(keys).toEqual(expect.arrayContaining(['h0:8899', 'h1:aabb', 'h2:ccdd', 'h3:eeff']));
    expect(keys).not.toContain('h0:8898');
    expect(keys).toHaveLength(queryKeys(print).length + 4);
  });
});
