import { addDays, daysIncluded, isCalendarDay, utcDay } from './calendar-day';
import { usageReport } from './usage-report';

describe('usage by day', () => {
  it('lists every day of the range in order, zeros included, and sums the totals', () => {
    const report = usageReport('t', '2026-02-27', '2026-03-01', [
      { day: '2026-02-27', kind: 'extractions', quantity: 2 },
      { day: '2026-03-01', kind: 'pages', quantity: 7 },
      { day: '2026-03-01', kind: 'webhookDeliveries', quantity: 1 },
      { day: '2026-03-02', kind: 'audits', quantity: 9 }, // outside the range
    ]);
    expect(report.days.map((day) => day.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(report.days[1]).toEqual({
      date: '2026-02-28',
      extractions: 0,
      pages: 0,
      audits: 0,
      batchItems: 0,
      webhookDeliveries: 0,
    });
    expect(report.days[2]).toMatchObject({ pages: 7, webhookDeliveries: 1 });
    expect(report.totals).toEqual({ extractions: 2, pages: 7, audits: 0, batchItems: 0, webhookDeliveries: 1 });
  });

  it('reads and counts calendar days in UTC', () => {
    expect(utcDay('2026-11-21T23:59:59.999Z')).toBe('2026-11-21');
    expect(utcDay('2026-11-22T00:30:00+01:00')).toBe('2026-11-21');
    expect(['2028-02-29', '2026-12-31'].map(isCalendarDay)).toEqual([true, true]);
    expect(
      ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', '20261121', '2026-11-21T00:00:00Z', ''].map(
        isCalendarDay,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysIncluded('2026-11-21', '2026-11-21')).toBe(1);
    expect(daysIncluded('2028-01-01', '2028-12-31')).toBe(366);
  });
});
