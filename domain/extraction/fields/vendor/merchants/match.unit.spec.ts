import { findMerchantInHeader } from '../find-merchant';
import { matchMerchant } from './match';
import { MERCHANTS, parseMerchantTable } from './table';

const nameOf = (text: string): string | null => matchMerchant(text)?.name ?? null;

describe('matching a printed line to the merchant table', () => {
  it('reads a logo set as text and common OCR slips as the merchant', () => {
    expect(nameOf('WAL*MART')).toBe('Walmart');
    expect(nameOf('OSTCO')).toBe('Costco Wholesale');
    expect(nameOf('Lalgreens')).toBe('Walgreens');
    expect(nameOf('SPEEDVAY 0006661')).toBe('Speedway');
    expect(nameOf('C0STC0 WHOLESALE')).toBe('Costco Wholesale');
    expect(nameOf('TARGET')).toBe('Target');
  });

  it('sets store numbers, legal forms and store words aside', () => {
    expect(nameOf('Smashburger#1407')).toBe('Smashburger');
    expect(nameOf("Steak'n Shake No:11")).toBe("Steak 'n Shake");
    expect(nameOf('Rainbow Resource Center, Inc.')).toBe('Rainbow Resource Center');
    expect(nameOf('Walmart Supercenter Store 1234')).toBe('Walmart Supercenter');
  });

  it('finds a name glued to or followed by its branch', () => {
    expect(nameOf('IN-N-OUT BURGERIRVING')).toBe('In-N-Out Burger');
    expect(nameOf('KRYSTAL HTB001')).toBe('Krystal');
    expect(nameOf('Cracker BarreStore337')).toBe('Cracker Barrel');
    expect(nameOf('loe toCh1ck-f11-')).toBe('Chick-fil-A');
    expect(nameOf('Amazon.com order number: 111-2536880-6683414')).toBe('Amazon.com');
  });

  it('reads a long name whose letters the OCR misread at the start of a line, and a name glued to its branch', () => {
    expect(nameOf("MoDenald's Restaurant #4410")).toBe("McDonald's");
    expect(nameOf('VALEROMAPLEWOOD')).toBe('Valero');
    expect(nameOf('ACME HARDWARE TRADING')).toBeNull();
    expect(nameOf('Learning made joyful!')).toBeNull();
  });

  it('prefers the fullest name the merchant printed', () => {
    expect(nameOf('CVS/pharmacy')).toBe('CVS Pharmacy');
    expect(nameOf('WHOLE FOODS MARKET')).toBe('Whole Foods Market');
    expect(nameOf('Chipotle')).toBe('Chipotle');
    // A logo's longer form listed as a spelling reads as the name the chain goes by.
    expect(nameOf('CHIPOTLE MEXICAN GRILL')).toBe('Chipotle');
  });

  it('takes short names only letter for letter, and long names inside a line only when exact', () => {
    expect(nameOf('CVX')).toBeNull();
    expect(nameOf('DSW.')).toBe('DSW');
    expect(nameOf('PEGASUS ON THE FLY Midway Airport')).toBeNull();
    expect(nameOf('Mobile /Whatsapps : +6012-918 7937')).toBeNull();
  });

  it('finds a long name inside a line, and one that lost its first or last letter at the edge of the line', () => {
    const hit = (text: string) => {
      const found = matchMerchant(text);
      return found && { name: found.name, errors: found.errors, how: found.how };
    };
    expect(hit('Thanks for visiting HOBBYLOBBY today')).toEqual({ name: 'Hobby Lobby', errors: 0, how: 'inside' });
    expect(hit('obby Lobby Springfield')).toEqual({ name: 'Hobby Lobby', errors: 1, how: 'inside' });
    expect(hit('Thank you Ch1ck-f11')).toEqual({ name: 'Chick-fil-A', errors: 1, how: 'inside' });
  });
});

describe('the merchant among header lines', () => {
  const found = (lines: string[]) => {
    const hit = findMerchantInHeader(lines, 12);
    return hit ? { name: hit.hit.name, lines: hit.lines } : null;
  };

  it('joins a name split over two or three rows', () => {
    expect(found(['SAMS', 'CLUB', 'Store 6612'])).toEqual({ name: "Sam's Club", lines: [0, 1] });
    expect(found(['OSTCO', 'EWHOLESALE', 'SUNNYVALE #423'])?.name).toBe('Costco Wholesale');
    expect(found(['WWIHCOLE', 'FOODS', 'MARKET', 'St Paul'])).toEqual({ name: 'Whole Foods Market', lines: [0, 1, 2] });
  });

  it('passes over staff lines, items with prices, slogans and long item descriptions', () => {
    expect(found(['Tbl:10 Gsts:1 Srvr: Ashley'])).toBeNull();
    expect(found(['Cashier: JASON MARSHALL'])).toBeNull();
    expect(found(['1A la Carte Sushi  243.00'])).toBeNull();
    expect(found(['EXPECT MORE. PAY LESS.'])).toBeNull();
    expect(found(['Apologia Exploring Creation with Biology'])).toBeNull();
  });

  it('does not take a company with its own legal form for a listed brand', () => {
    expect(found(['Scholastic Supply Co.', '500 Industrial Dr'])).toBeNull();
  });

  it('takes only a longer name from a row the recognizer doubted', () => {
    expect(findMerchantInHeader(['Heb'], 12, () => true)).toBeNull();
    expect(findMerchantInHeader(["DEnnY's GUAM"], 12, () => true)?.hit.name).toBe("Denny's");
  });

  it('never names a payment platform', () => {
    expect(found(['Square', 'Bright Path Tutoring'])).toBeNull();
  });
});

describe('the merchant table', () => {
  it('has a canonical name, a kind and web addresses for every merchant, each listed once', () => {
    expect(MERCHANTS.length).toBeGreaterThan(400);
    const first = MERCHANTS.map((m) => m.names[0]);
    expect(new Set(first).size).toBe(first.length);
    expect(MERCHANTS.every((m) => m.domains.every((d) => /^[a-z0-9.-]+\.[a-z]{2,}$/.test(d)))).toBe(true);
  });

  it('refuses a broken table when it loads', () => {
    expect(() => parseMerchantTable({ merchants: [{ names: [], kind: 'grocery' }] })).toThrow('has no name');
    expect(() =>
      parseMerchantTable({
        merchants: [
          { names: ['A'], kind: 'x' },
          { names: ['A'], kind: 'x' },
        ],
      }),
    ).toThrow('listed twice');
    expect(() => parseMerchantTable({ merchants: [{ names: ['A'], spellings: [3], kind: 'x' }] })).toThrow(
      'spellings must be',
    );
  });
});
