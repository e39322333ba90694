import { parseReceiptText } from './parse-receipt-text';

// An SROIE-style Malaysian thermal receipt as OCR returns it: glued words, O for 0, broken lines.
const SROIE = `ABC TRADING SDN BHD (123456-X)
NO.12,JALAN MERANTI 3,
TAMAN SRI MUDA,40400 SHAH ALAM
GST ID:001234567890
SIMPLIFIED TAX INVOICE
DATE:25/12/2018 TIME:10:32
CASHIER:AMIRA
EXERCISE BOOK A4
2 x 3.50 7.00
PENCIL 2B
1 x 2.OO 2.00
T0TAL RM 9.00
CASH 10.00
CHANGE 1.00
GST SUMMARY Amount(RM) Tax(RM)
SR @ 6% 8.49 0.51
THANK YOU`;

const TUTORING = `Bright Path Tutoring LLC
1450 W Elm St, Suite 200, Phoenix, AZ 85015
INVOICE #2026-117
Invoice date: 10/01/2026
Service period: 09/01/2026 - 09/30/2026
Student: Ethan Brooks Grade: 7
Tutor: Sarah Kim
Service Hours Rate Amount
Math tutoring (1:1) 8 $45.00 $360.00
Total $360.00
Amount due $360.00
Due date: 10/31/2026`;

describe('parseReceiptText', () => {
  it('reads a noisy SROIE-style receipt', () => {
    const result = parseReceiptText(SROIE);
    expect(result).toMatchObject({
      vendor: 'ABC TRADING SDN BHD',
      amount: 9,
      transactionDate: '2018-12-25',
      invoiceType: 'retail',
      items: [
        { description: 'EXERCISE BOOK A4', price: 3.5, quantity: 2, salesTax: null },
        { description: 'PENCIL 2B', price: 2, quantity: 1, salesTax: null },
      ],
      paymentDetails: {
        isPaid: true,
        paidInFull: true,
        proofOfPaymentType: 'cash',
        paymentMethod: 'Cash',
        method: 'Cash',
      },
      serviceDetails: null,
    });
    expect(result.auditResult).toMatchObject({ isValidReceipt: true, missingElements: [] });
  });

  it('reads an unpaid tutoring invoice and matches its student', () => {
    const result = parseReceiptText(TUTORING, {
      studentCandidates: [
        { id: 'c-1', name: 'Ethan Brooks' },
        { id: 'c-2', name: 'Mia Brooks' },
      ],
      referenceDate: new Date('2026-10-05T00:00:00Z'),
    });
    expect(result).toMatchObject({
      vendor: 'Bright Path Tutoring LLC',
      amount: 360,
      transactionDate: '2026-10-01',
      invoiceType: 'service',
      serviceDetails: {
        isService: true,
        providerName: 'Sarah Kim',
        servicePeriod: '2026-09-01 to 2026-09-30',
        serviceRate: 45,
        serviceType: 'tutoring',
      },
      paymentDetails: { isPaid: false, paidInFull: false, proofOfPaymentType: 'unpaid', method: null, lastFour: null },
      studentDetails: {
        detectedStudentName: 'Ethan Brooks',
        matchedChildId: 'c-1',
        studentId: 'c-1',
        matchedChildName: 'Ethan Brooks',
        matchedName: 'Ethan Brooks',
        matchConfidence: 100,
        confidence: 100,
        matched: true,
      },
    });
    expect(result.auditResult).toMatchObject({
      isServiceBased: true,
      isUnpaidInvoice: true,
      hasPaidIndication: false,
      hasProofOfPayment: false,
      isValidReceipt: false,
      missingElements: ['proofOfPayment'],
    });
    expect(result.auditResult.summary).toMatch(/^Unpaid service invoice from Bright Path Tutoring LLC for 360\.00/);
  });

  it('does not guess a student when none is printed, even with one candidate', () => {
    const result = parseReceiptText('Page Turner Books\nNotebook 2.50\nTotal 2.50', {
      studentCandidates: [{ id: 'only', name: 'Jane Doe' }],
    });
    expect(result.studentDetails).toEqual({
      detectedStudentName: null,
      matchedChildId: null,
      matchedChildName: null,
      matchConfidence: 0,
      matched: false,
      studentId: null,
      matchedName: null,
      confidence: 0,
    });
  });

  it("finds a candidate's full name printed without a label", () => {
    const result = parseReceiptText('Bright Path Tutoring LLC\nTutoring for Jane Doe, September\nTotal $90.00', {
      studentCandidates: [{ id: 'j', name: 'Jane Doe' }],
    });
    expect(result.studentDetails).toMatchObject({ detectedStudentName: 'Jane Doe', matched: true, studentId: 'j' });
  });

  it('keeps both published shapes consistent', () => {
    const { paymentDetails: p, studentDetails: s, auditResult: a } = parseReceiptText(SROIE);
    expect(p.isPaid).toBe(p.paidInFull);
    expect(p.cardLast4).toBe(p.lastFour);
    expect(p.paymentMethod).toBe(p.method);
    expect(s.matchedChildId).toBe(s.studentId);
    expect(s.matchConfidence).toBe(s.confidence);
    expect(a.hasLineItems).toBe(a.hasItemization);
    expect(a.hasProviderName).toBe(a.hasVendorDetails);
  });

  it('lists every missing element of an unreadable scrap', () => {
    const result = parseReceiptText('thank you come again');
    expect(result.auditResult.missingElements).toEqual([
      'providerName',
      'transactionDate',
      'totalPrice',
      'lineItems',
      'proofOfPayment',
    ]);
    expect(result.confidence).toBeLessThan(20);
  });

  it('gives more confidence to a receipt whose figures agree and date is unambiguous than to a guessed one', () => {
    const clear = parseReceiptText(SROIE).confidence;
    const guessed = parseReceiptText('Some Shop\n08/03/2026\nNotebook 2.50\nPencils 4.00\n9.99').confidence;
    expect(clear).toBeGreaterThanOrEqual(85);
    expect(guessed).toBeLessThan(60);
    expect(clear).toBeGreaterThan(guessed);
  });
});
