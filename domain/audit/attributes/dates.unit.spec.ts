import { readDates } from './dates';

describe('readDates', () => {
  it('reads US, ISO and written dates as YYYY-MM-DD', () => {
    expect(readDates('receipt dated 06/14/2024')).toEqual(['2024-06-14']);
    expect(readDates('bn-receipt 2023-05-20')).toEqual(['2023-05-20']);
    expect(readDates('SAT registration - Oct 4 2025 test date')).toEqual(['2025-10-04']);
    expect(readDates('Sept 2, 2026 and 9/4/26')).toEqual(['2026-09-02', '2026-09-04']);
  });

  it('reads no date from a month alone or an impossible one', () => {
    expect(readDates('tutoring, September 2025')).toEqual([]);
    expect(readDates('13/45/2024')).toEqual([]);
  });
});
