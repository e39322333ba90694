import { toLines } from '../text/lines';
import { extractDate } from './date';
import { dateConfidence } from './date/confidence';

const dateOf = (text: string, reference?: Date) => extractDate(toLines(text), text, reference);

describe('the transaction date', () => {
  it('reads ISO and written-month dates as they are', () => {
    expect(dateOf('Invoice date: 2026-10-01')?.value).toBe('2026-10-01');
    expect(dateOf('Order placed Mar 3, 2026')?.value).toBe('2026-03-03');
    expect(dateOf('Date: 3 March 2026')?.value).toBe('2026-03-03');
    expect(dateOf('DATE 03-MAR-2026 10:41')?.value).toBe('2026-03-03');
    expect(dateOf('Date: 3rd March 2026')?.certainty).toBe('unambiguous');
  });

  it('reads a written date whose month the OCR glued to the number before it', () => {
    expect(dateOf('Receipt 1009April 15, 2025', new Date('2026-12-31'))?.value).toBe('2025-04-15');
  });

  it('settles day-first when a part is over 12', () => {
    expect(dateOf('DATE: 25/12/2018')).toMatchObject({ value: '2018-12-25', certainty: 'unambiguous', labelled: true });
  });

  it('reads an ambiguous date the way another date on the same receipt is written', () => {
    const text = 'Date: 04/05/2026\nPayment due: 19/05/2026';
    expect(dateOf(text)).toMatchObject({ value: '2026-05-04', certainty: 'receipt-dates', labelled: true });
  });

  it('reads an ambiguous date day-first on a Malaysian receipt and month-first on a US one', () => {
    expect(dateOf('ABC TRADING SDN BHD\nDATE: 08/03/2026\nTOTAL RM 9.00')?.value).toBe('2026-03-08');
    expect(dateOf('Tampa, FL 33602\nDate: 08/03/2026\nTotal $9.00')?.value).toBe('2026-08-03');
    expect(dateOf('Tampa, FL 33602\nDate: 08/03/2026')?.certainty).toBe('locale');
  });

  it('defaults to month-first without any clue, and says so', () => {
    expect(dateOf('Date 08/03/2026')).toMatchObject({ value: '2026-08-03', certainty: 'default', labelled: true });
  });

  it('expands two-digit years', () => {
    expect(dateOf('4/7/26 2:41 PM  Total $9.00')?.value).toBe('2026-04-07');
    expect(dateOf('DATE: 25/12/18')?.value).toBe('2018-12-25');
  });

  it('prefers the invoice date over due dates, service periods and birth dates', () => {
    const text =
      'Due date: 02/14/2026\nService period: 01/01/2026 - 01/31/2026\nDOB: 04/12/2016\nInvoice date: 01/15/2026';
    expect(dateOf(text)?.value).toBe('2026-01-15');
  });

  it('rejects impossible dates and repairs OCR O-for-0', () => {
    expect(dateOf('Date: 02/30/2026\nPrinted 2026-03-01')?.value).toBe('2026-03-01');
    expect(dateOf('DATE: 25/12/2O18')?.value).toBe('2018-12-25');
  });

  it('passes over a date after the reference date when a plausible one exists', () => {
    expect(dateOf('Valid through 12/31/2030\n03/04/2026 Receipt', new Date('2026-03-10T00:00:00Z'))?.value).toBe(
      '2026-03-04',
    );
  });

  it('reads a till date whose apostrophe before the year the OCR read as a colon, when the time follows', () => {
    expect(dateOf('2 GUESTS  TBL 14\nMAR07:19 8:41PM', new Date('2026-01-01'))?.value).toBe('2019-03-07');
    expect(dateOf('MAR07:19', new Date('2026-01-01'))).toBeNull();
  });

  it('reads a date whose first slash the OCR lost, when the year and a time follow, and only month-first', () => {
    expect(dateOf('Served by: Dana718/202309:14:02a\nTotal $8.10')?.value).toBe('2023-07-18');
    expect(dateOf('Served by: Dana1218/202309:14:02a')?.value).toBe('2023-12-18');
    expect(dateOf('Lot 718/2023')).toBeNull();
  });

  it('reads a one-digit month glued to the register number before it', () => {
    expect(dateOf('Reg 002-0047/14/2021 09:12:40\nTotal $4.20')?.value).toBe('2021-07-14');
  });

  it('gives no date where only an offer’s end date is printed', () => {
    expect(dateOf('Save 20% on your next visit\nOffer ends 3/31/22.')).toBeNull();
    expect(dateOf('Sale ends 05/01/2024\nDate: 04/20/2024')?.value).toBe('2024-04-20');
  });

  it('returns null without a date', () => {
    expect(dateOf('Total 9.00')).toBeNull();
  });

  it('reads a date with the time glued to it, as till rolls are read', () => {
    expect(dateOf('Date: 22/12/201714:03')?.value).toBe('2017-12-22');
    expect(dateOf('01/03/1819:14 Slip No.: 0010104733\nGST Reg 001492992000')?.value).toBe('2018-03-01');
    expect(dateOf('CB#:389772 17/01/20188.08:53\nRM 29.00')?.value).toBe('2018-01-17');
    expect(dateOf('00440010036 25032018 13:11:54 0003')?.value).toBe('2018-03-25');
    expect(dateOf('03Mar201818:22')?.value).toBe('2018-03-03');
  });

  it('takes the sale date over a card expiry and a product code that look like dates', () => {
    expect(dateOf('HC03-7-15 AIR SPRAYER\n12-01-19 21:13 SH01 ZK09\nTOTAL RM33.90')?.value).toBe('2019-01-12');
    expect(dateOf('Card Expiry: 30/09/18\n01/03/18 19:14 Slip No 42')?.value).toBe('2018-03-01');
    expect(dateOf('VISA ****1234 EXP 12/26\n03/14/2026 4:12 PM\nTotal $9.00')?.value).toBe('2026-03-14');
  });

  it('reads US forms month-first', () => {
    expect(dateOf('Order Placed: January 5, 2024\nOrder Total: $23.45')?.value).toBe('2024-01-05');
    expect(dateOf('Austin, TX 78701\n04/07/2026 2:41 PM\nTotal $9.00')?.value).toBe('2026-04-07');
    expect(dateOf('Date 05.01.24\nTotal RM 9.00 GST')?.value).toBe('2024-01-05');
  });

  it('repairs a misread year digit and tolerates spaces inside the date', () => {
    expect(dateOf('Dete:23/04/2817 Time:10.00.53PM')?.value).toBe('2017-04-23');
    expect(dateOf('DATE: 25 / 12 / 2018')?.value).toBe('2018-12-25');
  });

  it('reads the dates US point-of-sale printers print: an apostrophe year, glued times, a dash before the date', () => {
    const ref = new Date('2026-11-25T00:00:00Z');
    expect(dateOf('Tbl 18/1  Chk 3114  Gst4\nJun17\u203213 09:35PM', ref)?.value).toBe('2013-06-17');
    expect(dateOf("Chk 7545  Dec26'0707:26PM Gst0", ref)?.value).toBe('2007-12-26');
    expect(dateOf("04NOV'179:32AM\n1 HAM&EGG BURRITO 9.99", ref)?.value).toBe('2017-11-04');
    expect(dateOf('Chk 4781  Apr011812:11P Gst 0', ref)?.value).toBe('2018-04-01');
    expect(dateOf('Name:AMANDA W-11/6/20111:38:27AM', ref)?.value).toBe('2011-11-06');
    expect(dateOf('08/07/12.17:52  PIN USED', ref)?.value).toBe('2012-08-07');
    expect(dateOf('Feb11,2012-10:03m', ref)?.value).toBe('2012-02-11');
    expect(dateOf('WED JULY20.2011\nCHECK#263908-1', ref)?.value).toBe('2011-07-20');
  });

  it('reads a date whose time the OCR glued on with a colon lost or with only an hour and AM/PM', () => {
    const ref = new Date('2026-11-25T00:00:00Z');
    expect(dateOf('Server 12  9/14/2021715:42PM\nTotal $31.20', ref)?.value).toBe('2021-09-14');
    expect(dateOf('11/05/199P Table 4\nTotal $12.00', ref)?.value).toBe('2019-11-05');
    expect(dateOf('Reg 2  04/22/238AM\nBalance $6.50', ref)?.value).toBe('2023-04-22');
  });

  it('reads a date whose time lost its colons, or whose weekday the OCR ran into the month', () => {
    const ref = new Date('2026-11-25T00:00:00Z');
    expect(dateOf('Pump 4  2021-03-09093512\nTotal $41.02', ref)?.value).toBe('2021-03-09');
    expect(dateOf('Table 7  3/14/2022245PM\nTotal $58.10', ref)?.value).toBe('2022-03-14');
    expect(dateOf('ThuMar172022 6:05 PM\nTotal $12.40', ref)?.value).toBe('2022-03-17');
    // A year-like number glued to other digits is still no date.
    expect(dateOf('Member 2021-03-0912345678\nTotal $41.02', ref)).toBeNull();
  });

  it('reads a date whose digits the OCR read as look-alike letters (B for 8, S for 5, Z for 2)', () => {
    const ref = new Date('2026-11-25T00:00:00Z');
    expect(dateOf('Pump 3  09/1B/2021 10:14:22 A\nTotal $7.40', ref)?.value).toBe('2021-09-18');
    expect(dateOf('0S/12/2019 8:40 PM  Table 6', ref)?.value).toBe('2019-05-12');
    expect(dateOf('Check 11  1Z/03/2020 12:01 PM', ref)?.value).toBe('2020-12-03');
    // Letters that are part of a word or a code stay letters.
    expect(dateOf('BOX 2B SIZE 10/S\nTotal $3.00', ref)).toBeNull();
    // A cleanly printed date beats one put back from letters.
    expect(dateOf('Lot 1B/05/2020\n04/22/2020', ref)?.value).toBe('2020-04-22');
  });

  it('is less sure of a date put back from an OCR slip than of the same date printed cleanly', () => {
    const ref = new Date('2026-11-25T00:00:00Z');
    const clean = dateOf('Pump 3  09/18/2021 10:14:22 A', ref)!;
    const repaired = dateOf('Pump 3  09/1B/2021 10:14:22 A', ref)!;
    expect(repaired.value).toBe(clean.value);
    expect(dateConfidence(repaired, 0.95)).toBeLessThan(dateConfidence(clean, 0.95));
  });

  it('reads a date whose second slash the OCR lost, when the year and a time follow', () => {
    const ref = new Date('2026-11-25T00:00:00Z');
    expect(dateOf('9/1202061455PM\nGARDEN CENTER', ref)?.value).toBe('2020-09-01');
    expect(dateOf('Reg 2  7/22202114:22:05\nTotal $9.10', ref)?.value).toBe('2021-07-22');
    expect(dateOf('Item 3/1202061 Qty 2', ref)).toBeNull();
  });

  it('takes no two-digit year from the hour of a time whose year the OCR lost', () => {
    expect(dateOf('Ticket 12/2/07:45PM\nTotal $9.00', new Date('2026-11-25'))).toBeNull();
  });

  it('reads a month name the OCR spelt with a zero for the O or a one for the l', () => {
    const ref = new Date('2026-11-25T00:00:00Z');
    expect(dateOf("Tbl 4  0ct07'1911:02AM", ref)?.value).toBe('2019-10-07');
    expect(dateOf('Ju130\u20322108:45PM  Gst 2', ref)?.value).toBe('2021-07-30');
    expect(dateOf('Visited N0v 2, 2022', ref)?.value).toBe('2022-11-02');
    // Before the day, the same letters are a pack size, not a month.
    expect(dateOf('WIPES 100CT 24\nTotal $5.00', ref)).toBeNull();
  });

  it('reads a slashed US date where the OCR turned one slash into a comma or a point', () => {
    const ref = new Date('2026-11-25T00:00:00Z');
    expect(dateOf('Date: 06,18/2022\nTotal $40.00', ref)?.value).toBe('2022-06-18');
    expect(dateOf('Date: 10/27.2020\nTotal $8.15', ref)?.value).toBe('2020-10-27');
    expect(dateOf('Subtotal 12,50/100 cents', ref)).toBeNull();
  });

  it('reads a slashed date that a stray digit runs into, but prefers a cleanly printed one', () => {
    const ref = new Date('2026-11-25T00:00:00Z');
    expect(dateOf('Check 3 911/03/2019\nTotal $22.75', ref)?.value).toBe('2019-11-03');
    expect(dateOf('Lot 511/03/2019\nSale date 02/14/2020 3:05 PM', ref)?.value).toBe('2020-02-14');
  });

  it('reads a two-digit year run into the time as a year, not as a four-digit year', () => {
    expect(dateOf('Credit Purchase 11/26/2409:29\nTotal $17.96', new Date('2026-11-25'))?.value).toBe('2024-11-26');
  });

  it('never puts a two-digit year in the future, and drops a date years after the reference', () => {
    expect(dateOf('Date: 06/08/98', new Date('2026-11-25'))?.value).toBe('1998-06-08');
    expect(dateOf('Date: 06/08/49', new Date('2026-11-25'))).toBeNull();
    expect(dateOf('Ref 2049-08-03\nTotal $14.15', new Date('2026-11-25'))).toBeNull();
  });

  it('never takes a return-by, expiry or validity date for the purchase, even when it is the only date', () => {
    expect(dateOf('TOTAL 200.69\nLAST VALID RETURN DATE IS:\n07/20/13', new Date('2026-11-25'))).toBeNull();
    expect(dateOf('Points expiring 11/30/24 55\nCredit Purchase 11/26/24 09:29')?.value).toBe('2024-11-26');
    expect(dateOf('Coupon expires 12/31/2026')).toBeNull();
  });

  it('takes an online order’s order date over its ship and delivery dates', () => {
    const text =
      'Shipped on November 10, 2025\nDelivered Nov 12, 2025\nOrder Placed: November 8, 2025\nGrand Total: $16.93';
    expect(dateOf(text, new Date('2026-11-25'))?.value).toBe('2025-11-08');
    expect(dateOf('Arriving Dec 3, 2025\nOrder date Nov 3, 2025', new Date('2026-11-25'))?.value).toBe('2025-11-03');
  });
});
