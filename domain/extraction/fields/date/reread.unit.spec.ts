import type { LayoutLine, LayoutPage } from '../../layout';
import { dateRereadBands, MAX_BANDS, showsDateOrTime, withRereadDateLines } from './reread';

const line = (text: string, y: number, x = 20, height = 14, confidence = 0.95): LayoutLine => ({
  text,
  box: { x, y, width: 10 * text.length, height },
  confidence,
});
const page = (lines: LayoutLine[]): LayoutPage => ({ page: 1, width: 300, height: 400, lines });
const ref = new Date('2026-11-25T00:00:00Z');

// A small photo of a diner's check: the date row came out without its month.
const mangled = page([
  line('BLUE HERON DINER', 10, 40, 18),
  line('Tel (503) 555-0142', 30),
  line('/14/20227:05PM', 50, 60, 14, 0.81),
  line('Server: Dana', 66),
  line('2 Pancakes 11.50', 100),
  line('Coffee 2.75', 116),
  line('TOTAL 14.25', 140),
]);

describe('reading a date line again', () => {
  it('reads nothing again on a page whose date is already sure', () => {
    const clean = page([line('Tampa, FL 33602', 10), line('Date: 03/14/2022 7:05 PM', 30), line('Total $9.00', 60)]);
    expect(dateRereadBands(clean, ref)).toEqual([]);
  });

  it('reads again the row that looks like a date or time, full width and enlarged, before the others', () => {
    const bands = dateRereadBands(mangled, ref);
    expect(bands.length).toBeGreaterThan(0);
    expect(bands.length).toBeLessThanOrEqual(MAX_BANDS);
    const first = bands[0]!;
    expect(first.box.x).toBe(0);
    expect(first.box.width).toBe(300);
    expect(first.box.y).toBeLessThan(50);
    expect(first.box.y + first.box.height).toBeGreaterThan(64);
    // Enlarged first to the middle size, then larger, then smaller: never shrunk.
    expect(first.scales[0]).toBeGreaterThan(2);
    expect(first.scales[1]).toBeGreaterThan(first.scales[0]!);
    expect(Math.min(...first.scales)).toBeGreaterThanOrEqual(1);
    // Amounts alone are never read again for a date.
    expect(bands.some((b) => b.box.y > 95)).toBe(false);
  });

  it('enlarges a box that holds two rows by the page’s print size, not by the box', () => {
    const merged = page([
      line('FARM & FEED SUPPLY', 10, 40, 16),
      line('Closed to Cash Purchase', 30, 20, 16),
      line('A5/2/201:04:1', 50, 20, 34, 0.66),
      line('STATION: 02', 90, 20, 16),
      line('Propane 3.2 gal 6.37', 120, 20, 16),
      line('TOTAL 6.86', 140, 20, 16),
    ]);
    const first = dateRereadBands(merged, ref)[0]!;
    expect(first.box.y).toBeLessThan(50);
    // 16 px print read at 40 px and more: enlarged 2.5 times, where the 34 px box alone would say 1.2.
    expect(first.scales[0]).toBeGreaterThanOrEqual(2.4);
  });

  it('reads again a line of digits that ends in AM or PM: a date and time whose separators were lost', () => {
    const lost = page([
      line('312202152249PM', 20, 60, 14, 0.93),
      line('HARBOR SURF SHOP', 40, 40, 16),
      line('Wax 2 x 4.00 8.00', 80),
      line('TOTAL 8.70', 100),
    ]);
    expect(dateRereadBands(lost, ref)[0]?.box.y).toBeLessThan(20);
  });

  it('reads a band larger only when its reading still shows something of a date or a time', () => {
    expect(showsDateOrTime([line('06//2017102:P:14', 10)])).toBe(true);
    expect(showsDateOrTime([line('Cashier: Dana', 10), line('TIME 9:3', 24)])).toBe(true);
    expect(showsDateOrTime([line('THANK YOU', 10), line('53KS#03', 24), line('12.50', 38)])).toBe(false);
  });

  it('does not read again prices per pound, coupon numbers, or a return-by date read cleanly', () => {
    const grocer = page([
      line('GREEN VALLEY MARKET', 10, 40, 18),
      line('ONIONS 1.17 lb @ $0.79/lb 0.92', 60),
      line('COUPON 0000229383/190235 2.20-', 80),
      line('TOTAL 12.40', 100),
      line('RETURN BY 12/20/22', 130, 20, 14, 0.99),
      line('Thank you', 150, 20, 14, 0.98),
    ]);
    expect(dateRereadBands(grocer, ref)).toEqual([]);
    // The same return line read with doubt may hide the sale date: it is read again.
    const doubted = page([...grocer.lines.slice(0, 4), line('RETURN BY 12/20/22', 130, 20, 14, 0.8)]);
    expect(dateRereadBands(doubted, ref)).toHaveLength(1);
  });

  it('puts the second reading of the date row in place of the first', () => {
    const merged = withRereadDateLines(mangled, [line('3/14/2022 7:05 PM', 49, 20, 15), line('Server: Dana', 66)], ref);
    const texts = merged.lines.map((l) => l.text);
    expect(texts).toContain('3/14/2022 7:05 PM');
    expect(texts).not.toContain('/14/20227:05PM');
    // Only date lines are taken from the second reading; the rest of the page is as first read.
    expect(texts.filter((t) => t === 'Server: Dana')).toHaveLength(1);
    expect(texts).toContain('TOTAL 14.25');
  });

  it('keeps an amount the first reading put on the date row', () => {
    const withTotal = page([line('Sub 12.00', 30), line('03/1 8:15 TOTAL 14.25', 50, 20, 14, 0.8)]);
    const merged = withRereadDateLines(withTotal, [line('03/12/2022 8:15', 50, 20, 14)], ref);
    expect(merged.lines.map((l) => l.text)).toEqual(
      expect.arrayContaining(['03/12/2022 8:15', '03/1 8:15 TOTAL 14.25']),
    );
  });

  it('keeps the page as read when the second reading shows no usable date', () => {
    expect(withRereadDateLines(mangled, [line('/14/2022 7:05 PM', 50)], ref)).toBe(mangled);
    expect(withRereadDateLines(mangled, [line('Coupon expires 03/31/2022', 50)], ref)).toBe(mangled);
  });
});
