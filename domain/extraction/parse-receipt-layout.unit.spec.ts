import type { LayoutLine, ReceiptLayout } from './layout';
import { parseReceiptLayout } from './parse-receipt-layout';

// Hand-placed segments, as a recognizer returns them: labels and amounts as separate boxes.
const at = (text: string, x: number, y: number, confidence = 0.97, height = 20): LayoutLine => ({
  text,
  box: { x, y, width: 9 * text.length, height },
  confidence,
});
const page = (lines: LayoutLine[]): ReceiptLayout => ({
  source: 'ocr',
  pages: [{ page: 1, width: 600, height: 900, lines }],
});

describe('reading a receipt from its layout', () => {
  it('reads a US Amazon-style order invoice and says where each field was read', () => {
    const layout = page([
      at('Final Details for Order #112-3456789-1234567', 20, 20),
      at('Order Placed: January 5, 2024', 20, 50),
      at('Sold by: Rainbow Resource Center, Inc.', 20, 80),
      at('1 of: Math Workbook Grade 5', 20, 120),
      at('$18.47', 560, 121),
      at('Item(s) Subtotal:', 300, 160),
      at('$18.47', 560, 161),
      at('Estimated tax to be collected:', 300, 185),
      at('$1.29', 560, 186),
      at('Order Total:', 300, 215),
      at('$19.76', 560, 216),
      at('Visa ending in 1234', 20, 250),
    ]);
    const result = parseReceiptLayout(layout, { referenceDate: new Date('2024-02-01T00:00:00Z') });
    // The vendor is the merchant table's name; what was printed stays in the evidence.
    expect(result).toMatchObject({
      vendor: 'Rainbow Resource Center',
      amount: 19.76,
      transactionDate: '2024-01-05',
    });
    expect(result.paymentDetails).toMatchObject({ cardLast4: '1234', paymentMethod: 'Visa' });
    expect(result.fieldEvidence?.amount).toMatchObject({
      page: 1,
      box: { x: 300, y: 215, width: 314, height: 21 },
      text: 'Order Total:  $19.76',
    });
    expect(result.fieldEvidence?.amount?.confidence).toBeGreaterThanOrEqual(80);
    expect(result.fieldEvidence?.vendor?.text).toBe('Sold by: Rainbow Resource Center, Inc.');
    expect(result.fieldEvidence?.transactionDate?.text).toBe('Order Placed: January 5, 2024');
    expect(result.fieldEvidence?.paymentDetails?.text).toBe('Visa ending in 1234');
  });

  it('reads a US tutoring invoice with "Amount Due" and its student', () => {
    const layout = page([
      at('Bright Path Tutoring LLC', 20, 20, 0.98, 30),
      at('1450 W Elm St, Phoenix, AZ 85015', 20, 60),
      at('Invoice date: 10/01/2026', 20, 90),
      at('Student: Ethan Brooks', 20, 120),
      at('Math tutoring 8 hrs', 20, 160),
      at('$360.00', 480, 160),
      at('Amount Due', 300, 200),
      at('$360.00', 480, 201),
      at('Due date: 10/31/2026', 20, 240),
    ]);
    const result = parseReceiptLayout(layout, { referenceDate: new Date('2026-10-05T00:00:00Z') });
    expect(result).toMatchObject({ vendor: 'Bright Path Tutoring LLC', amount: 360, transactionDate: '2026-10-01' });
    expect(result.paymentDetails).toMatchObject({ isPaid: false, proofOfPaymentType: 'unpaid' });
    expect(result.fieldEvidence?.studentName).toMatchObject({ page: 1, text: 'Student: Ethan Brooks' });
    expect(result.fieldEvidence?.vendor?.box).toEqual({ x: 20, y: 20, width: 216, height: 30 });
  });

  it('gives a total the receipt contradicts, on a row the recognizer doubted, a lower confidence', () => {
    const sure = page([
      at('TOTAL', 20, 100),
      at('12.50', 400, 100),
      at('CASH', 20, 130),
      at('20.00', 400, 130),
      at('CHANGE', 20, 160),
      at('7.50', 400, 160),
    ]);
    const doubtful = page([
      at('TOTAL', 20, 100, 0.7),
      at('12.90', 400, 100, 0.7),
      at('CASH', 20, 130),
      at('20.00', 400, 130),
      at('CHANGE', 20, 160),
      at('7.50', 400, 160),
    ]);
    const high = parseReceiptLayout(sure).fieldEvidence?.amount?.confidence ?? 0;
    const low = parseReceiptLayout(doubtful).fieldEvidence?.amount?.confidence ?? 100;
    expect(high).toBeGreaterThanOrEqual(75);
    expect(low).toBeLessThan(60);
  });
});
