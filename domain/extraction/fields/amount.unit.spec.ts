import { toLines } from '../text/lines';
import { extractAmount } from './amount';

const amountOf = (text: string): number | null => extractAmount(toLines(text))?.value ?? null;

describe('the receipt total', () => {
  it('prefers the total over subtotal, tax, cash tendered and change', () => {
    const text = `Subtotal 42.00\nSales tax 2.94\nTotal 44.94\nCash 50.00\nChange 5.06`;
    expect(amountOf(text)).toBe(44.94);
    expect(extractAmount(toLines(text))?.certainty).toBe('labelled-total');
  });

  it('prefers "Grand total" over a running "Total"', () => {
    expect(amountOf('Total 100.00\nShipping 9.99\nGrand Total $109.99')).toBe(109.99);
  });

  it('reads SROIE-style thermal receipts with OCR noise', () => {
    expect(amountOf('TOTAL QTY: 3\nT0TAL RM 9.O0\nCASH RM 10.00\nCHANGE RM 1.00')).toBe(9);
    expect(amountOf('ROUNDING ADJ 0.01\nTOTAL:9.00\nTENDERED 50.00')).toBe(9);
    expect(amountOf('TOTAL INCL. GST 6% RM 31.80\nTOTAL EXCL. GST 30.00')).toBe(31.8);
  });

  it('takes the figure from the next line when the label stands alone', () => {
    expect(amountOf('Amount Due\n$1,234.56\nThank you')).toBe(1234.56);
  });

  it('uses the amount due on an unpaid invoice, and ignores "Balance due 0.00" on a paid one', () => {
    expect(amountOf('Subtotal $320.00\nAmount due $320.00\nDue date 04/01/2026')).toBe(320);
    expect(amountOf('Total $360.00\nPayment received $360.00\nBalance due $0.00')).toBe(360);
  });

  it('reads European grouping', () => {
    expect(amountOf('Summe\nGesamtbetrag\nTotal 1.234,56 EUR')).toBe(1234.56);
  });

  it('falls back to the largest amount, flagged as a guess, when no total is labelled', () => {
    const field = extractAmount(toLines('Notebook 3.50\nPencils 2.00\n5.50\nCASH 10.00'));
    expect(field).toEqual({ value: 5.5, certainty: 'fallback-largest', line: 2 });
  });

  it('finds nothing in text without amounts', () => {
    expect(amountOf('Thank you for shopping')).toBeNull();
  });
});
