import { labelDate, labelTotal, readLabel } from './receipt-label';
import { normaliseVendor, percentile, scoreFields } from './score';
import { parseReceiptText } from '../../domain/extraction';

describe('benchmark labels', () => {
  it('reads SROIE keys: total as a number, day-first dates as calendar dates', () => {
    expect(readLabel({ company: 'ABC SDN BHD', date: '25/12/2018', address: 'KL', total: 'RM9.00' })).toEqual({
      vendor: 'ABC SDN BHD',
      total: 9,
      date: '2018-12-25',
      studentCandidates: [],
      items: null,
    });
    expect(labelDate('02-01-19')).toBe('2019-01-02');
    expect(labelDate('15 MAR 2018')).toBe('2018-03-15');
    expect(labelDate('Mar 15, 2018')).toBe('2018-03-15');
    expect(labelDate('31/02/2018')).toBeNull();
    expect(labelTotal('1,234.50')).toBe(1234.5);
  });

  it('reads our generated labels', () => {
    expect(
      readLabel({
        vendor: 'Kumon',
        amount: 12.5,
        transactionDate: '2026-03-01',
        student: { candidates: [{ id: 'c', name: 'A B' }] },
      }),
    ).toEqual({
      vendor: 'Kumon',
      total: 12.5,
      date: '2026-03-01',
      studentCandidates: [{ id: 'c', name: 'A B' }],
      items: null,
    });
  });
});

describe('benchmark scoring', () => {
  const result = parseReceiptText('ABC Sdn. Bhd.\nDate: 25/12/2018\nTOTAL 9.00');
  it('compares the total as a number, the date as a date, the vendor exactly and normalised', () => {
    expect(
      scoreFields({ vendor: 'ABC SDN BHD', total: 9, date: '2018-12-25', studentCandidates: [], items: null }, result),
    ).toEqual({ total: true, date: true, vendor: false, vendorNormalised: true });
    expect(normaliseVendor('abc  sdn. bhd')).toBe('ABCSDNBHD');
  });
  it('scores a failed extraction as wrong on every field', () => {
    expect(scoreFields({ vendor: 'X', total: 1, date: null, studentCandidates: [], items: null }, null)).toEqual({
      total: false,
      date: false,
      vendor: false,
      vendorNormalised: false,
    });
  });
  it('takes nearest-rank percentiles', () => {
    expect(percentile([3, 1, 2, 4], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 0.95)).toBe(19);
  });
});
