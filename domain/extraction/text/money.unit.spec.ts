import { moneyTokens, parseAmount } from './money';

const values = (line: string): number[] => moneyTokens(line).map((t) => t.value);

describe('amounts as printed', () => {
  it('reads US, European and plain forms', () => {
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('9,00')).toBe(9);
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount('1,23')).toBe(1.23);
  });

  it('finds amounts glued to labels and currency codes, as OCR prints them', () => {
    expect(values('TOTAL:9.00')).toEqual([9]);
    expect(values('TOTALRM9.00')).toEqual([9]);
    expect(values('Total USD 45.00')).toEqual([45]);
    expect(values('Grand total $1,234.56')).toEqual([1234.56]);
  });

  it('repairs O for 0 inside numbers but leaves words alone', () => {
    expect(values('T0TAL RM 9.O0')).toEqual([9]);
    expect(values('CASH 1O.00')).toEqual([10]);
  });

  it('does not take percentages for amounts and keeps negatives', () => {
    expect(values('Tax (7%) 2.80')).toEqual([2.8]);
    expect(values('Discount -$5.00')).toEqual([-5]);
  });

  it('closes a space the OCR read into a figure, and keeps what is left of a lost cent digit', () => {
    expect(values('Tax 35. 85')).toEqual([35.85]);
    expect(values('TOTAL 40. 6')).toEqual([40.6]);
    expect(moneyTokens('TOTAL 40. 6')[0]?.hasCents).toBe(false);
    expect(values('Table 4. 2 guests 12.00')).toEqual([4, 2, 12]);
  });
});
