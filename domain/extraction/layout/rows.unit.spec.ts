import type { LayoutLine, ReceiptLayout } from './layout';
import { rowsOf } from './rows';

const segment = (
  text: string,
  x: number,
  y: number,
  width = 10 * text.length,
  height = 20,
  confidence = 0.95,
): LayoutLine => ({
  text,
  box: { x, y, width, height },
  confidence,
});
const layoutOf = (lines: LayoutLine[]): ReceiptLayout => ({
  source: 'ocr',
  pages: [{ page: 1, width: 500, height: 800, lines }],
});

describe('rows of a layout', () => {
  it('puts a label and its far-right amount on one row, left to right, whatever order they came in', () => {
    const rows = rowsOf(
      layoutOf([
        segment('33.90', 400, 102),
        segment('TOTAL', 20, 100),
        segment('CASH', 20, 130),
        segment('50.00', 400, 131),
      ]),
    );
    expect(rows.map((r) => r.text)).toEqual(['TOTAL  33.90', 'CASH  50.00']);
    expect(rows[0]?.box).toEqual({ x: 20, y: 100, width: 430, height: 22 });
  });

  it('keeps a slightly skewed row together and its neighbours apart', () => {
    const rows = rowsOf(
      layoutOf([
        segment('SUBTOTAL', 20, 100),
        segment('30.00', 380, 108),
        segment('TAX', 20, 124),
        segment('3.90', 380, 133),
      ]),
    );
    expect(rows.map((r) => r.text)).toEqual(['SUBTOTAL  30.00', 'TAX  3.90']);
  });

  it('levels a tilted photo so a label joins its own far-right amount, not the one a row up', () => {
    // Rows run down about 3° (0.05 px per px): the amounts, 400 px right, sit 20 px lower than their
    // labels, closer in raw y to the next row's label than to their own.
    const rows = rowsOf(
      layoutOf([
        ...[
          segment('Card', 20, 62, 40),
          segment('****8817', 80, 66, 90),
          segment('Auth', 20, 92, 40),
          segment('0931B', 80, 95, 50),
        ],
        ...[
          segment('TAX', 20, 102, 30),
          segment('3.90', 420, 122, 40),
          segment('TOTAL', 20, 130, 50),
          segment('33.90', 420, 150, 50),
        ],
      ]),
    );
    expect(rows.map((r) => r.text)).toEqual(['Card ****8817', 'Auth 0931B', 'TAX  3.90', 'TOTAL  33.90']);
    expect(rows[3]?.box).toEqual({ x: 20, y: 130, width: 450, height: 40 });
  });

  it('keeps a flat figure column with its labels when only the header slopes (a curled receipt)', () => {
    // The header's words run down 0.05 px per px; the items below are printed flat, rows 24 px apart.
    const header = [0, 30, 60].flatMap((y) => [
      segment('Order', 20, y, 60),
      segment('Id:', 90, y + 4, 30),
      segment('AA', 130, y + 6, 30),
      segment('WYF4', 170, y + 8, 50),
    ]);
    const items = [
      segment('Bacon', 20, 200, 60),
      segment('$0.00', 420, 200, 50),
      segment('Mustard', 20, 224, 80),
      segment('$0.00', 420, 224, 50),
      segment('Soda', 20, 248, 40),
      segment('$2.39', 420, 248, 50),
    ];
    const rows = rowsOf(layoutOf([...header, ...items]));
    expect(rows.slice(-3).map((r) => r.text)).toEqual(['Bacon  $0.00', 'Mustard  $0.00', 'Soda  $2.39']);
  });

  it('never merges two segments that sit over each other', () => {
    const rows = rowsOf(layoutOf([segment('ITEM ONE', 20, 100), segment('ITEM TWO', 25, 108)]));
    expect(rows).toHaveLength(2);
  });

  it('reads a layout without boxes line by line, and pages in order', () => {
    const layout: ReceiptLayout = {
      source: 'text',
      pages: [
        { page: 2, width: 0, height: 0, lines: [{ text: 'Total 5.00', box: null, confidence: 1 }] },
        { page: 1, width: 0, height: 0, lines: [{ text: 'Shop\nDate 01/02/2026', box: null, confidence: 1 }] },
      ],
    };
    expect(rowsOf(layout).map((r) => [r.page, r.index, r.text])).toEqual([
      [1, 0, 'Shop'],
      [1, 1, 'Date 01/02/2026'],
      [2, 2, 'Total 5.00'],
    ]);
  });
});
