import { toLines } from '../text/lines';
import { extractDate } from './date';

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
});
