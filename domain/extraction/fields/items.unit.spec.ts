import { toLines } from '../text/lines';
import { extractItems } from './items';

const itemsOf = (text: string) => extractItems(toLines(text)).items;

describe('line items', () => {
  it('reads a table by its header, leaving numbers that name the product in the description', () => {
    const text = `Description Qty Unit price Amount
Math workbook grade 5 2 $19.99 $39.98
Science kit 1 $45.00 $45.00
Subtotal $84.98
Tax $5.95
Total $90.93`;
    expect(itemsOf(text)).toEqual([
      { description: 'Math workbook grade 5', price: 19.99, quantity: 2, salesTax: null },
      { description: 'Science kit', price: 45, quantity: 1, salesTax: null },
    ]);
  });

  it('reads a per-item tax column', () => {
    expect(itemsOf('Item Qty Price Tax Total\nLatin Primer 1 $34.95 $2.10 $37.05\nTotal $37.05')).toEqual([
      { description: 'Latin Primer', price: 34.95, quantity: 1, salesTax: 2.1 },
    ]);
  });

  it('reads "2 x 19.99" and "Qty 2 @ $19.99 $39.98" shapes without a header', () => {
    expect(itemsOf('Flash cards 2 x 4.50\nTOTAL 9.00')).toEqual([
      { description: 'Flash cards', price: 4.5, quantity: 2, salesTax: null },
    ]);
    expect(itemsOf('Colored pencils\nQty 2 @ $19.99 $39.98\nTotal $39.98')).toEqual([
      { description: 'Colored pencils', price: 19.99, quantity: 2, salesTax: null },
    ]);
    expect(itemsOf('3 x Pattern blocks 64.47\nTOTAL 64.47')).toEqual([
      { description: 'Pattern blocks', price: 21.49, quantity: 3, salesTax: null },
    ]);
  });

  it('reads hours times an hourly rate', () => {
    expect(itemsOf('Math tutoring 8 hrs @ $45.00/hr $360.00\nTotal $360.00')).toEqual([
      { description: 'Math tutoring', price: 45, quantity: 8, salesTax: null },
    ]);
  });

  it('keeps a fractional quantity of hours as one line at its amount', () => {
    expect(itemsOf('ABA therapy session 1.5 hrs @ $60.00 $90.00\nTotal $90.00')).toEqual([
      { description: 'ABA therapy session', price: 90, quantity: 1, salesTax: null },
    ]);
  });

  it('joins a description with its figures on the next line (SROIE thermal layout)', () => {
    const text = `CASHIER: AMIRA
EXERCISE BOOK A4
2 x 3.50 7.00
PENCIL 2B
5 x 1.2O 6.00
TOTAL RM 13.00
CASH 20.00
CHANGE 7.00`;
    expect(itemsOf(text)).toEqual([
      { description: 'EXERCISE BOOK A4', price: 3.5, quantity: 2, salesTax: null },
      { description: 'PENCIL 2B', price: 1.2, quantity: 5, salesTax: null },
    ]);
  });

  it('never reports subtotal, tax, shipping, payment or change lines as items', () => {
    const text = `Notebook 2.50\nSubtotal 2.50\nShipping 5.99\nSales tax (6%) 0.15\nVISA **** 1234 8.64\nChange 0.00`;
    expect(itemsOf(text).map((i) => i.description)).toEqual(['Notebook']);
  });

  it('does not take a tender row or a date or time field for an item', () => {
    expect(itemsOf('Pencils 7.09\nTender $50 $50.00\nChange $42.91').map((i) => i.description)).toEqual(['Pencils']);
    expect(itemsOf('TIME 10:24\nDATE 09/18/2012TUE\n$9.00\nCATFISH SANDWICH $8.70').map((i) => i.description)).toEqual([
      'CATFISH SANDWICH',
    ]);
  });

  it("reads the quantity by the row's arithmetic when a product code sits in the quantity column", () => {
    const text = `Qty Description Price Total\nFUJI XEROX A4 PAPER\n5 27499 11.00 55.00\nCANON PG-47BK INK\n1 27736 29.00 29.00\nTotal 84.00`;
    expect(itemsOf(text)).toMatchObject([
      { price: 11, quantity: 5 },
      { price: 29, quantity: 1 },
    ]);
    // A unit price rounded to the cent still fits its column: 30 x 0.848 printed as 0.85.
    expect(itemsOf('Description Qty Price Amount\nTHUMB TACKS 30 0.85 25.44\nTotal 25.44')).toMatchObject([
      { description: 'THUMB TACKS', price: 0.85, quantity: 30 },
    ]);
  });

  it('keeps items whose names contain payment words', () => {
    expect(
      itemsOf('Phonics flash cards 9.99\nDiscover Science kit 19.99\nTotal 29.98').map((i) => i.description),
    ).toEqual(['Phonics flash cards', 'Discover Science kit']);
  });

  it('continues the list on the next page under a repeated header', () => {
    const text = `Description Qty Price Amount\nBook A 1 $10.00 $10.00\n\fDescription Qty Price Amount\nBook B 2 $5.00 $10.00\nTotal $20.00`;
    expect(itemsOf(text).map((i) => i.description)).toEqual(['Book A', 'Book B']);
  });
});

describe('online order shapes', () => {
  it('reads Amazon\'s "2 of:" as a quantity with a unit price', () => {
    expect(itemsOf('Items Ordered Price\n2 of: Crayola Crayons 64ct $4.99\nItem(s) Subtotal: $9.98')).toEqual([
      { description: 'Crayola Crayons 64ct', price: 4.99, quantity: 2, salesTax: null },
    ]);
  });

  it('reads US till rows: the tax code after the price and the product number before the name are dropped', () => {
    const text = [
      'E 1462402 HBO W/ALMNDS  7.89 E',
      '085050149  SCREWDRIVER  T  $7.49',
      'KIM BAP  4.50 4.50 T',
      'DAIKON RADISH JAPANESE 1.49 2.56T',
      'SUBTOTAL 22.44',
    ].join('\n');
    expect(itemsOf(text).map((i) => [i.description, i.price])).toEqual([
      ['HBO W/ALMNDS', 7.89],
      ['SCREWDRIVER', 7.49],
      ['KIM BAP', 4.5],
      ['DAIKON RADISH JAPANESE', 2.56],
    ]);
  });

  it('does not take a regular price, savings, a return value or a coded tax row for an item', () => {
    const text = [
      'MAGNUM BAR  NF  3.75',
      'Regular Price  4.99',
      'Walgreens Savings  1.20',
      'RETURN VALUE  2.69',
      'A 8.625% TAX  1.72',
      'CA8.625%TA  1.06',
      'TOTAL 5.47',
    ].join('\n');
    expect(itemsOf(text).map((i) => i.description)).toEqual(['MAGNUM BAR']);
  });

  it('keeps a side served at 0.00 and a price printed without its leading zero', () => {
    const text = '1 Eggs Benedict  0.00\n1 Steak Medallion  15.95\n1ZAPPS REGULAR 2Z  .99B\nSUBTOTAL 16.94';
    expect(itemsOf(text).map((i) => [i.description, i.price])).toEqual([
      ['Eggs Benedict', 0],
      ['Steak Medallion', 15.95],
      ['ZAPPS REGULAR 2Z', 0.99],
    ]);
  });

  it('does not take tax rows, category totals or a guest subtotal for items', () => {
    const text =
      '1 BLUE BURGER  10.00\nFOOD TA  1.28\nTAX1 AMT 1.05\nFood  27.98\nTAXABLE 43.23\nGuest 1 Sub-Tatal 49.72';
    expect(itemsOf(text).map((i) => i.description)).toEqual(['BLUE BURGER']);
  });
});

describe('US till and warehouse layouts', () => {
  it('pairs a "code qty price total" row with the description printed under it', () => {
    const text = [
      'Item  Qty Price  Total',
      'Description',
      '204118  1 12.49  12.49',
      'OLIVE OIL EXTRA VIRGIN 1L',
      '330021  2 3.25  6.50',
      'SPARKLING WATER LEMON',
      'Subtotal  18.99',
    ].join('\n');
    expect(itemsOf(text).map((i) => [i.description, i.price, i.quantity])).toEqual([
      ['OLIVE OIL EXTRA VIRGIN 1L', 12.49, 1],
      ['SPARKLING WATER LEMON', 3.25, 2],
    ]);
  });

  it('pairs a price column printed a row above its descriptions', () => {
    const text = 'ORDER #118\n11.40\nChicken Burrito Bowl\n3.10\nChips and Salsa\nSubtotal 14.50';
    expect(itemsOf(text).map((i) => [i.description, i.price])).toEqual([
      ['Chicken Burrito Bowl', 11.4],
      ['Chips and Salsa', 3.1],
    ]);
  });

  it('does not pair a detail line of the item above with the next description', () => {
    const text = 'WIDGET 5.00\n2 @ 2.50  5.00\nGADGET\n1 @ 3.00  3.00\nSUBTOTAL 8.00';
    expect(itemsOf(text).map((i) => [i.description, i.price])).toEqual([
      ['WIDGET', 5],
      ['GADGET', 3],
    ]);
  });

  it('completes a description with a weighed line, a product-code line or a multi-buy line under it', () => {
    const text = [
      '94011 ORGANIC BANANAS',
      '2.31 lb @ 0.59 /lb  1.36 F',
      'GLUE STICKS 6PK',
      '07012345678 A 4.29',
      'DINNER ROLLS',
      '2 @ 2 FOR 5.00  2.50',
      'SUBTOTAL 8.15',
    ].join('\n');
    expect(itemsOf(text).map((i) => [i.description, i.price])).toEqual([
      ['ORGANIC BANANAS', 1.36],
      ['GLUE STICKS 6PK', 4.29],
      ['DINNER ROLLS', 2.5],
    ]);
  });

  it('reads a price followed by a sale mark or a health-item mark', () => {
    const text = 'PAPER TOWELS 6 ROLL 8.49 SALE\n123456789  ALLERGY RELIEF  T  $7.99 +\nSUBTOTAL 16.48';
    expect(itemsOf(text).map((i) => [i.description, i.price])).toEqual([
      ['PAPER TOWELS 6 ROLL', 8.49],
      ['ALLERGY RELIEF', 7.99],
    ]);
  });

  it('takes a coupon row off the item above instead of reporting it as an item', () => {
    const text = [
      'E 5550123 TRAIL MIX  14.99 E',
      '0000351234 /5550123  4.00-E',
      '778812 PAPER PLATES  12.49 A',
      'SUBTOTAL  23.48',
    ].join('\n');
    const { items, lineTotals } = extractItems(toLines(text));
    expect(items.map((i) => [i.description, i.price])).toEqual([
      ['TRAIL MIX', 14.99],
      ['PAPER PLATES', 12.49],
    ]);
    expect(lineTotals).toEqual([10.99, 12.49]);
  });

  it('does not take a saving off an item whose row already prints the price you pay', () => {
    const text = '2@ CANNED SOUP  5.98 4.98 B\nClub Savings -1.00\nBALANCE 4.98';
    expect(extractItems(toLines(text)).lineTotals).toEqual([4.98]);
  });

  it('reads a count as a quantity only when it divides the amount to the cent', () => {
    expect(itemsOf('PORK FT2  $3.49\nCOOKIES 3pcs  2.29\nSUBTOTAL 5.78').map((i) => [i.price, i.quantity])).toEqual([
      [3.49, 1],
      [2.29, 1],
    ]);
  });

  it('skips order-type, payment and original-price lines and a total misread by the OCR', () => {
    const text = [
      '** DINE-IN **  0.00',
      'Club Sandwich  9.50',
      'Orig 12.00',
      'Iced Tea  2.25',
      'Suototal  11.75',
      'EFT Payment Visa  12.69',
    ].join('\n');
    expect(itemsOf(text).map((i) => i.description)).toEqual(['Club Sandwich', 'Iced Tea']);
  });

  it('drops the one row that keeps the items from adding up to the printed subtotal', () => {
    const text = 'Pad Thai  12.95\nSpring Rolls  5.50\nHH Special 7.45\nSub Total  18.45\nTax 1.50';
    expect(itemsOf(text).map((i) => i.description)).toEqual(['Pad Thai', 'Spring Rolls']);
  });
});

describe('OCR slips on item rows', () => {
  it('reads a price whose point came out as a dash, with a numbered tax flag after it', () => {
    const text = 'KIDS T-SHIRT BLUE  12-50\nSOUP OF THE DAY  $4.25 T1\nSubtot $16.75';
    expect(itemsOf(text).map((i) => [i.description, i.price])).toEqual([
      ['KIDS T-SHIRT BLUE', 12.5],
      ['SOUP OF THE DAY', 4.25],
    ]);
  });

  it('reads a price with a space read into it or a stray mark a wide gap after it', () => {
    // Rows as the layout joins them: a wide gap between segments stays two spaces.
    const rows = ['Iced Tea  2. 19', 'GROUND BEEF  $8.79  18', 'Subtotal 10.98'];
    expect(extractItems(rows).items.map((i) => [i.description, i.price])).toEqual([
      ['Iced Tea', 2.19],
      ['GROUND BEEF', 8.79],
    ]);
  });

  it('strips a product number run into the name', () => {
    expect(itemsOf('0000231178PLUSH BUNNY 18.00\nSubtotal 18.00').map((i) => i.description)).toEqual(['PLUSH BUNNY']);
  });
});
