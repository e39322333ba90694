import { toLines } from '../text/lines';
import { extractPayment } from './payment';

const paymentOf = (text: string) => extractPayment(toLines(text)).details;

describe('proof of payment', () => {
  it('reads a card brand and its last four digits in their usual masks', () => {
    expect(paymentOf('TOTAL 45.00\nVISA ************1234\nAPPROVED')).toMatchObject({
      isPaid: true,
      paidInFull: true,
      proofOfPaymentType: 'card',
      paymentMethod: 'Visa',
      method: 'Visa',
      cardLast4: '1234',
      lastFour: '1234',
    });
    expect(paymentOf('Paid with Mastercard XXXX1234').lastFour).toBe('1234');
    expect(paymentOf('American Express ending in 9053').method).toBe('American Express');
    expect(paymentOf('Card: **** **** **** 5678\nAuth code 1234').cardLast4).toBe('5678');
  });

  it('reads cash with change as paid in cash', () => {
    expect(paymentOf('TOTAL RM 9.00\nCASH RM 10.00\nCHANGE RM 1.00')).toMatchObject({
      isPaid: true,
      proofOfPaymentType: 'cash',
      method: 'Cash',
    });
  });

  it('does not read the cashier as cash', () => {
    expect(paymentOf('Cashier: Mary\nTotal 9.00').method).toBeNull();
  });

  it('reads a check with its number', () => {
    expect(paymentOf('Paid - Check #2045 $560.00\nBalance due $0.00')).toMatchObject({
      isPaid: true,
      proofOfPaymentType: 'check',
      method: 'Check',
      checkNumber: '2045',
    });
  });

  it('reads bank transfers and wallets', () => {
    expect(paymentOf('Payment received via Zelle').proofOfPaymentType).toBe('bank_transfer');
    expect(paymentOf('Payment received 01/20/2026 (ACH)').method).toBe('ACH');
    expect(paymentOf('Paid with PayPal $57.97')).toMatchObject({
      proofOfPaymentType: 'digital_wallet',
      method: 'PayPal',
    });
    expect(paymentOf('Apple Pay\nTotal $12.00\nAPPROVED').method).toBe('Apple Pay');
  });

  it('reads an invoice with a balance due as unpaid, whatever methods it advertises', () => {
    const details = paymentOf(
      'Amount due $168.99\nDue date: Mar 16, 2026\nWe accept Visa, Mastercard, Zelle and checks.',
    );
    expect(details).toMatchObject({
      isPaid: false,
      paidInFull: false,
      proofOfPaymentType: 'unpaid',
      method: null,
      lastFour: null,
    });
  });

  it('reads "UNPAID" and a due date alone as unpaid', () => {
    expect(paymentOf('Status: UNPAID').proofOfPaymentType).toBe('unpaid');
    expect(paymentOf('Invoice total $90.00\nDue date: 04/01/2026').isPaid).toBe(false);
  });

  it('reads a balance that a later tender pays as paid, the way a till prints it', () => {
    expect(paymentOf('TAX 0.67\n**** BALANCE 17.96\nCredit Purchase\nMastercard 17.96\nCHANGE 0.00')).toMatchObject({
      isPaid: true,
      proofOfPaymentType: 'card',
      method: 'Mastercard',
    });
    expect(paymentOf('Balance to pay $6.08\nMasterCard $6.08\nCUSTOMER COPY')).toMatchObject({
      isPaid: true,
      proofOfPaymentType: 'card',
    });
    expect(paymentOf('Total Due : 53.83\nMaster 53.83\nChange Due 0.00').isPaid).toBe(true);
    expect(
      paymentOf('Amount Due $14.00\nTenderMasterCard $14.00\nChange $.00\nCard Type: Mastercard').proofOfPaymentType,
    ).toBe('card');
    expect(paymentOf('AMOUNT DUE 48.34\nVISA 48.34\nPLEASE PAY SERVER').isPaid).toBe(true);
    expect(paymentOf('Balance remaining $.00\nCASH PAYMENT 6.35\nTendered 10.00').proofOfPaymentType).toBe('cash');
  });

  it("reads change given in the till's own words as cash, and a net total as no payment terms", () => {
    expect(paymentOf('NET 79.35\nTENDER 100.00\nCHANGE/BALANCE 20.65')).toMatchObject({
      isPaid: true,
      proofOfPaymentType: 'cash',
      method: 'Cash',
    });
    expect(paymentOf('Balance Due: 16.30\nPayment (Cash): 17.00\nChange (Cash) : 0.70').proofOfPaymentType).toBe(
      'cash',
    );
    expect(paymentOf('Total Amt Rounded 15.90\nChange Due : 34.10').method).toBe('Cash');
    // Change of nothing says nothing about the method: cards print "CHANGE 0.00" too.
    expect(paymentOf('TOTAL 9.93\nAPPROVED\nCHANGE 0.00')).toMatchObject({ isPaid: true, method: null });
  });

  it('keeps a balance owing when the payment printed is not for that balance', () => {
    // A restaurant's bill before payment, with a tip guide: nothing tendered.
    expect(paymentOf('Total $53.82\nAmount Due $53.82\nTip Guide 15%-$8.07 20%-$10.76').proofOfPaymentType).toBe(
      'unpaid',
    );
    // An invoice prints the balance after the payments it has had: a part payment leaves it owing.
    expect(paymentOf('Total $168.99\nPayment (Visa ending 1234) $100.00\nBalance due $68.99')).toMatchObject({
      isPaid: false,
      proofOfPaymentType: 'unpaid',
    });
    // Asking to be paid by a method is not a payment by it.
    expect(paymentOf('Amount due $120.00\nPay with Visa or Mastercard: $120.00').proofOfPaymentType).toBe('unpaid');
    // A change of plan is not change given.
    expect(paymentOf('Balance due $80.00\nChange 2 sessions to Friday').proofOfPaymentType).toBe('unpaid');
    // A tender of another amount does not pay the balance.
    expect(paymentOf('Balance due $80.00\nVisa $50.00').proofOfPaymentType).toBe('unpaid');
  });

  it("does not read a restaurant bill's check number as payment by check", () => {
    expect(paymentOf('Check #29 28\nTotal $28.17\nCash -$28.17\nAmount Due $0.00')).toMatchObject({
      isPaid: true,
      proofOfPaymentType: 'cash',
      checkNumber: null,
    });
    expect(paymentOf('Check No: 7\nAmount Due: 17.45\nCredit Card: 17.45\nChange Due: 0.00').method).toBe('Card');
  });

  it('reads a zero balance as paid in full', () => {
    expect(paymentOf('Total $380.00\nBalance $0.00').isPaid).toBe(true);
  });

  it('says unknown when the text shows no payment either way', () => {
    expect(paymentOf('Notebook 2.50\nTotal 2.50')).toMatchObject({
      isPaid: false,
      proofOfPaymentType: 'unknown',
      method: null,
    });
  });

  it('reads the payer from cardholder, "Paid by" or "Bill to"', () => {
    expect(paymentOf('Cardholder: Laura Thompson').payerName).toBe('Laura Thompson');
    expect(paymentOf('Bill to:\nGrace Williams\n52 Maple Ave').payerName).toBe('Grace Williams');
  });
});
