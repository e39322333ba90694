import { headerRows } from './header';
import type { LayoutLine, ReceiptLayout } from './layout';
import { rowsOf } from './rows';

const at = (text: string, y: number, confidence = 0.96): LayoutLine => ({
  text,
  box: { x: 50, y, width: 200, height: 20 },
  confidence,
});
const headerOf = (lines: LayoutLine[]): string[] => {
  const layout: ReceiptLayout = { source: 'ocr', pages: [{ page: 1, width: 400, height: 800, lines }] };
  return headerRows(rowsOf(layout)).map((r) => r.text);
};

describe('the header block', () => {
  it('ends at the first address, phone, registration, date or amount row', () => {
    expect(
      headerOf([
        at('POPULAR BOOK', 10),
        at('CO. (M) SDN BHD', 40),
        at('No 8, Jalan 7/118B', 70),
        at('TOTAL 9.00', 100),
      ]),
    ).toEqual(['POPULAR BOOK', 'CO. (M) SDN BHD']);
    expect(headerOf([at('Corner Cafe', 10), at('Tel: (352) 555-0199', 40)])).toEqual(['Corner Cafe']);
  });

  it('leaves out a stamp or handwriting the recognizer was unsure of', () => {
    expect(
      headerOf([at('rStah Ceoresae Fode', 10, 0.6), at('FARMASI MALURI S/B', 40), at('GST NO: 000342237184', 70)]),
    ).toEqual(['FARMASI MALURI S/B']);
  });
});
