import type { LayoutLine, LayoutPage } from '../../layout';
import { parseReceiptLayout } from '../../parse-receipt-layout';
import { vendorRereadBand, withRereadVendorLines } from './reread';

const line = (text: string, y: number, confidence = 0.96, x = 60, height = 14): LayoutLine => ({
  text,
  box: { x, y, width: 9 * text.length, height },
  confidence,
});
const page = (lines: LayoutLine[]): LayoutPage => ({ page: 1, width: 320, height: 420, lines });
const vendorOf = (p: LayoutPage) => parseReceiptLayout({ source: 'ocr', pages: [p] }).vendor;

// A small photo of a taqueria's ticket: the name, printed bold, came out a letter off and doubted.
const body = [
  line('512 Alder Ave', 30),
  line('Eugene, OR 97401', 46),
  line('Tel 541-555-0187', 62),
  line('Server: Ana  4/2/2019 7:12PM', 90),
  line('2 Tacos Al Pastor  9.00', 120),
  line('Horchata  3.25', 136),
  line('Subtotal  12.25', 160),
  line('Tax  0.00', 176),
  line('Total  12.25', 192),
];
const misread = page([line('LA PALOHA CANTINA', 10, 0.84, 70, 16), ...body]);

describe("reading the merchant's name row again", () => {
  it('reads again a name row the recognizer doubted: that row only, enlarged, with a margin', () => {
    const band = vendorRereadBand(misread);
    expect(band).not.toBeNull();
    expect(band!.row.y).toBe(10);
    expect(band!.box.y).toBeLessThan(10);
    expect(band!.box.y + band!.box.height).toBeGreaterThan(26);
    // Not down to the address block's second row.
    expect(band!.box.y + band!.box.height).toBeLessThan(46);
    expect(band!.scale).toBeGreaterThan(2);
  });

  it('reads nothing again where the name is sure: read clearly, a listed merchant, or with a company form', () => {
    expect(vendorRereadBand(page([line('LA PALOMA CANTINA', 10, 0.97, 70, 16), ...body]))).toBeNull();
    expect(vendorRereadBand(page([line('WALGREENS', 10, 0.8, 70, 16), ...body]))).toBeNull();
    expect(vendorRereadBand(page([line('LA PALOHA FOODS LLC', 10, 0.84, 70, 16), ...body]))).toBeNull();
  });

  it('takes the name from the second reading when the recognizer is surer of it', () => {
    const reread = [line('LA PALOMA CANTINA', 11, 0.95, 70, 15), line('512 Alder Ave', 29, 0.9)];
    const merged = withRereadVendorLines(misread, vendorRereadBand(misread)!, reread);
    expect(vendorOf(misread)).toBe('LA PALOHA CANTINA');
    expect(vendorOf(merged)).toBe('LA PALOMA CANTINA');
    // Only the name's row changes; the address is as first read, once.
    expect(merged.lines.filter((l) => l.text === '512 Alder Ave')).toHaveLength(1);
    expect(parseReceiptLayout({ source: 'ocr', pages: [merged] }).amount).toBe(12.25);
  });

  it('keeps the first reading when the second is no surer, or reads another row as the name', () => {
    const band = vendorRereadBand(misread)!;
    const unsure = withRereadVendorLines(misread, band, [line('LA PALOMA CANTNA', 10, 0.85, 70, 16)]);
    expect(vendorOf(unsure)).toBe('LA PALOHA CANTINA');
    const other = withRereadVendorLines(misread, band, [line('OPEN DAILY 11-9', 10, 0.99, 70, 16)]);
    expect(vendorOf(other)).toBe('LA PALOHA CANTINA');
  });

  it('never reads a phone, date or order number row again for a name', () => {
    const numbersOnTop = page([
      line('Tkt# 2207', 10, 0.9),
      line('541-555-0187', 26, 0.9),
      line('04/02/2019', 42, 0.9),
      ...body.slice(3),
    ]);
    expect(vendorOf(numbersOnTop)).toBeNull();
    expect(vendorRereadBand(numbersOnTop)).toBeNull();
  });

  it('reads a doubted top row again when no name was found, and takes it when it now reads as a name', () => {
    const doubted = page([line('KENDRAS FEED STORE', 10, 0.62, 70, 18), ...body]);
    expect(vendorOf(doubted)).toBeNull();
    const band = vendorRereadBand(doubted)!;
    expect(band.row.y).toBe(10);
    const merged = withRereadVendorLines(doubted, band, [line("KENDRA'S FEED STORE", 10, 0.94, 70, 18)]);
    expect(vendorOf(merged)).toBe("KENDRA'S FEED STORE");
  });
});
