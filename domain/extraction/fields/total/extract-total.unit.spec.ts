import { toLines } from '../../text/lines';
import { extractTotal } from './extract-total';

const totalOf = (text: string) => extractTotal(toLines(text), () => 0.95);
const amountOf = (text: string): number | null => totalOf(text)?.value ?? null;

describe('the receipt total', () => {
  it('prefers the total over subtotal, tax, cash tendered and change, and is sure of it when they agree', () => {
    const field = totalOf('Subtotal 42.00\nSales tax 2.94\nTotal 44.94\nCash 50.00\nChange 5.06');
    expect(field).toMatchObject({ value: 44.94, label: 'total' });
    expect(field?.confirmations).toEqual(expect.arrayContaining(['tendered-change', 'subtotal']));
    expect(field?.confidence).toBeGreaterThanOrEqual(90);
  });

  it('takes the figure the subtotal and tax add up to when the OCR garbled the TOTAL label, not the subtotal', () => {
    const lines = toLines(
      'Magnetic fraction tiles 18.99\nDigital microscope 64.50\nSubtotal $83.49\nSales tax $6.26\nTOFAE $89.75\nAPPROVED',
    );
    expect(extractTotal(lines, (row) => (row === 4 ? 0.61 : 0.99), [18.99, 64.5])?.value).toBe(89.75);
  });

  it('prefers "Grand total" over a running "Total"', () => {
    expect(amountOf('Total 100.00\nShipping 9.99\nGrand Total $109.99')).toBe(109.99);
  });

  it('takes the rounded total next to a rounding line, not the figure before rounding', () => {
    expect(
      amountOf('TOTAL RM33.92\nROUNDING ADJUSTMENT -RM0.02\nTOTAL ROUNDED RM33.90\nCASH RM50.00\nCHANGE RM 16.10'),
    ).toBe(33.9);
    expect(amountOf('Total Sales (Incl GST 6%) RM 64.13\nRounding Adjustment RM 0.02\nTOTAL RM 64.15')).toBe(64.15);
  });

  it('reads SROIE-style thermal receipts with OCR noise', () => {
    expect(amountOf('TOTAL QTY: 3\nT0TAL RM 9.O0\nCASH RM 10.00\nCHANGE RM 1.00')).toBe(9);
    expect(amountOf('ROUNDING ADJ 0.01\nTOTAL:9.00\nTENDERED 50.00')).toBe(9);
    expect(amountOf('TOTAL INCL. GST 6% RM 31.80\nTOTAL EXCL. GST 30.00')).toBe(31.8);
    expect(amountOf('TOTAL INCL.GST@6% RM-38.80\nCASH RM 50.00\nCHANGE RM 11.20')).toBe(38.8);
  });

  it('repairs a lost decimal point only when the receipt’s own figures confirm it', () => {
    expect(amountOf('SUB TOTAL 10.00\nGRAND TOTAL 1000')).toBe(10);
    expect(amountOf('Total 385.2\nCash 100.00\nChange 14.80')).toBe(85.2);
    expect(totalOf('Total 385.2\nCash 100.00\nChange 14.80')?.confidence).toBeLessThan(80);
  });

  it('takes cash less change over a printed total the arithmetic contradicts, with low confidence', () => {
    const field = extractTotal(toLines('Total 7\nCash 10.00\nChange 2.58'), (row) => (row === 0 ? 0.7 : 0.95));
    expect(field?.value).toBe(7.42);
    expect(field?.confidence).toBeLessThan(60);
  });

  it('reads a US store receipt: Subtotal, Tax, Total, card and Change Due', () => {
    const text = 'SUBTOTAL 18.47\nTAX 1.29\nTOTAL $19.76\nVISA ****1234 $20.00\nCHANGE DUE $0.24';
    expect(amountOf(text)).toBe(19.76);
  });

  it('takes the figure from the next line when the label stands alone', () => {
    expect(amountOf('Amount Due\n$1,234.56\nThank you')).toBe(1234.56);
  });

  it('uses the amount due on an unpaid invoice, and ignores "Balance due 0.00" on a paid one', () => {
    expect(amountOf('Tutoring 4 hrs $320.00\nAmount Due $320.00\nDue date 04/01/2026')).toBe(320);
    expect(amountOf('Total $360.00\nPayment received $360.00\nBalance due $0.00')).toBe(360);
  });

  it('adds partial totals by tax rate and returns', () => {
    expect(amountOf('Total 6% supplies (Inc. GST): 30.01\nTotal 0% supplies: -7.43\nTotal Payable: 22.58')).toBe(22.58);
  });

  it('reads European grouping', () => {
    expect(amountOf('Summe\nGesamtbetrag\nTotal 1.234,56 EUR')).toBe(1234.56);
  });

  it('falls back to the largest amount, with low confidence, when no total is labelled', () => {
    const field = totalOf('Notebook 3.50\nPencils 2.00\n5.50\nCASH 10.00');
    expect(field).toMatchObject({ value: 5.5, label: null, rows: [2] });
    expect(field?.confidence).toBeLessThan(50);
  });

  it('finds nothing in text without amounts', () => {
    expect(amountOf('Thank you for shopping')).toBeNull();
  });

  it('restores a lost last digit or a lost leading digit when the subtotal, tax and card line prove it', () => {
    expect(amountOf('SUBTOTAL 14.89\nA 8.625% TAX 1.72\nTOTAL 16.6\nEFT/DEBIT 16.61\nCHANGE .00')).toBe(16.61);
    expect(amountOf('SUBTOTAL 302.09\nTAX 4.62\n**** TOTAL 306.7')).toBe(306.71);
    expect(
      amountOf(
        'SUBTOTAL 1,196.75\nA 8.375X TAX 131.49\nTOTAL 328.24\nEFT/DEBIT 1,328.24\nAMOUNT: $1,328.24\nCHANGE .00',
      ),
    ).toBe(1328.24);
  });

  it('keeps a figure as printed when nothing proves a repair, and a card line alone proves none', () => {
    expect(amountOf('Subtotal 7.49\nTax 0.65\nTOTAL 8.14\nGIFT CARD PAYMENT 8.14\nGIFT CARD BALANCE 64.19')).toBe(8.14);
    expect(amountOf('TOTAL 16.6')).toBe(16.6);
    expect(totalOf('Subtotal 14.89\nTax 1.72\nTOTAL 16.6')?.confidence).toBeLessThan(80);
  });

  it('reads a dollar sign read as S and a decimal point read as a space', () => {
    expect(amountOf('Subtotal S4370\nTax1 $361\nTotal: S47.3')).toBe(47.31);
    expect(amountOf('Subtotal 6.37\nTax 0.49\nGRANDTOTAL $6 86\nAmtTendered $7.00\nChange $0.14')).toBe(6.86);
  });

  it('takes a grocer’s BALANCE over a savings total printed under it', () => {
    const text =
      'TAX 0.67\n**** BALANCE 17.96\nPAYMENT AMOUNT 17.96\nMastercard 17.96\nCHANGE 0.00\nfor U Savings 1.92\nTotal 1.92';
    expect(amountOf(text)).toBe(17.96);
  });

  it('takes the total with tax over a net total the tax is added to', () => {
    expect(amountOf('Net Total: $38.58\nTax $2.42\nTOTAL: $41.00\nFood: $30.17')).toBe(41);
  });

  it('never takes change, cash tendered or "you saved" for the total', () => {
    expect(amountOf('Subtotal 9.30\nTax 0.74\nTotal 10.04\nCASH TENDERED 20.00\nCHANGE 9.96\nYou saved 3.00')).toBe(
      10.04,
    );
    expect(amountOf('Amout Due $7.09\nTender $50 $50.00\nChange $42.91')).toBe(7.09);
  });

  it('pairs the figures a row down when the last label is left bare on a tilted photo, on one sum that closes', () => {
    // The figures sit one row above their labels; "Total" is left with none. Subtotal plus tax closes.
    expect(amountOf('Pad thai\nSpring rolls  41.20\nSubtotal  3.71\nSales tax  44.91\nTotal\nPlease come again')).toBe(
      44.91,
    );
    // The same drift with tendered less change as the only check.
    expect(amountOf('2 Tacos  $13.40\nTOTAL  $15.00\nCASH  $1.60\nCHANGE\nFollow us online')).toBe(13.4);
  });

  it('counts a tax row whose state code the OCR glued to the rate, so the subtotal confirms the total', () => {
    const field = totalOf('SUBTOTAL  36.00\nNM7.5%TAX  2.70\nTOTAL  38.70\nVISA  38.70');
    expect(field?.value).toBe(38.7);
    expect(field?.confirmations).toContain('subtotal');
  });

  it('pairs the figures a row up when a label above is bare and the last figure stands alone under the total', () => {
    const text = 'Lamb curry  24.00\nSUBTOTAL  64.00\nTAX\n9:15PM TOTAL DUE  5.28\n69.28\nTHANK YOU';
    expect(amountOf(text)).toBe(69.28);
  });

  it('keeps the figures where they are when the bare last label has its figure on the row under it', () => {
    const text = 'SUBTOTAL  27.50\nTX7.25%TAX  1.99\nTOTAL  29.49\nCASH  30.00\nCHANGE\n.51\nMARCH 4, 2024';
    expect(amountOf(text)).toBe(29.49);
  });

  it('pairs labels and figures again when the figure column drifted a row on a curled photo, and says it is less sure', () => {
    const text = 'Guacamole\n10.34\nSubtotal 0.92\nTax\n-0.01\nRound 11.25\nTAKE OUT Total 20.00\nCash 8.75\nChange';
    const field = totalOf(text);
    expect(field?.value).toBe(11.25);
    expect(field?.confidence).toBeLessThan(90);
    expect(
      amountOf('Pita Bread $4.75\nSub Total $0.00\nSales Tax $17.99\nOrder Total $1.39\nVisa $19.38\n+Tip: $19.38'),
    ).toBe(19.38);
  });

  it('leaves a total as printed when no re-pairing closes the sums twice', () => {
    expect(amountOf('Subtotal 5.00\nTax 0.40\nTotal 5.40\nCash 10.00')).toBe(5.4);
    expect(amountOf('Sub.Total: 9.96\nTax: 0.90\nTotal: 10.86\nCash 20.00\nChange 9.14')).toBe(10.86);
  });

  it('takes an online order’s grand total over its item subtotal and total before tax', () => {
    const text = [
      'Item(s) Subtotal: $9.98',
      'Shipping & Handling: $5.99',
      'Total before tax: $15.97',
      'Estimated tax to be collected: $0.96',
      'Grand Total: $16.93',
      'Payment Method: Visa ending in 1234',
    ].join('\n');
    expect(totalOf(text)).toMatchObject({ value: 16.93, label: 'final' });
    expect(amountOf('Subtotal $120.00\nTax $0.00\nTotal $120.00\nAmount paid $120.00\nAmount due $0.00')).toBe(120);
  });

  it('reads a TOTAL whose first letter the OCR took for an L or an r, and adds a printed gratuity into the sums', () => {
    expect(amountOf('Subtotal: $31.20\nTotal Savings: -$2.10\nNet Sales: $29.10\nTax 6.5% $1.89\nLotal: $30.99')).toBe(
      30.99,
    );
    const field = totalOf(
      'Subtotal 640.00\nTax Exempt\nTotal 640.00\nGratuity 18.00% 115.20\nrotal 755.20\nHOUSE ACCT 755.20',
    );
    expect(field?.value).toBe(755.2);
    expect(field?.confirmations).toContain('subtotal');
  });

  it('takes what was charged to the card when no total is labelled, not the subtotal the tax was added to', () => {
    const lines = toLines('1 FROZEN YOGURT 6.20\n12.4oz Net\nMASTERCARD 6.71\nSUBTOTAL 6.20');
    expect(extractTotal(lines, () => 0.95, [6.2])?.value).toBe(6.71);
  });

  it('does not take a figure without cents from a sentence for the total', () => {
    const text = 'Priority Mail Flat Rate Envelope $8.70\nIncludes $100 insurance\nPostage: $8.70';
    expect(amountOf(text)).toBe(8.7);
  });

  it('completes a total that lost its last cent digit and gained a space ("40. 4") from the items and tax', () => {
    const lines = toLines('2 Brunch Buffet 38.00\nFood 38.00\nTax 2.66\n10:02AM TOTAL 40. 6');
    expect(extractTotal(lines, () => 0.95, [38])?.value).toBe(40.66);
  });

  it('does not let two repaired figures (a subtotal and a tax each without their first digit) make a total', () => {
    const lines = toLines('Chips & Guac 3.95\nBurrito Bowl 6.35\n0.60\nsubtotal 10.30\nTax 10.30\nTAKEU 10.30');
    expect(extractTotal(lines, (row) => (row === 5 ? 0.7 : 0.95), [3.95, 6.35])?.value).toBe(10.3);
  });
});
