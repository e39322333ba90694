import type { LayoutLine, ReceiptLayout } from './layout';
import { parseReceiptLayout } from './parse-receipt-layout';
import { parseReceiptText } from './parse-receipt-text';

// Invoices of the kind ESA parents send for services, as a tutor's or a therapy practice's invoicing
// tool prints them: the practice, not the payment platform nor the clinician, is the vendor.
const TUTOR_STRIPE_INVOICE = [
  'Invoice',
  'Invoice number A1B2C3D4-0007',
  'Date of issue November 3, 2025',
  'Date due November 17, 2025',
  'Keystone Math Tutoring',
  '2120 E Camelback Rd',
  'Phoenix, Arizona 85016',
  'United States',
  '+1 602-555-0142',
  'billing@keystonemath.com',
  'Bill to',
  'Dana Whitfield',
  'Student: Owen Whitfield',
  'Description  Qty  Unit price  Amount',
  'Algebra tutoring, 60 min sessions (Oct 6-31)  8  $55.00  $440.00',
  'Subtotal  $440.00',
  'Total  $440.00',
  'Amount paid  $440.00',
  'Amount due  $0.00',
  'Powered by Stripe',
  'stripe.com',
].join('\n');

const THERAPY_STATEMENT = [
  'Desert Bloom Pediatric Therapy, PLLC',
  '4400 N Scottsdale Rd, Suite 210',
  'Scottsdale, AZ 85251',
  'Phone (480) 555-0187',
  'STATEMENT',
  'Statement date: 10/31/2025',
  'Client: Mia Alvarez',
  'Provider: Jordan Lee, MS, CCC-SLP',
  'Date  Service  Units  Rate  Amount',
  '10/07/2025  Speech therapy session (92507)  1  $95.00  $95.00',
  '10/14/2025  Speech therapy session (92507)  1  $95.00  $95.00',
  '10/21/2025  Speech therapy session (92507)  1  $95.00  $95.00',
  'Total charges  $285.00',
  'Payment received 10/31/2025 Visa ending 4242  -$285.00',
  'Balance due  $0.00',
  'Invoices by SimplePractice',
].join('\n');

const at = (text: string, y: number, height: number): LayoutLine => ({
  text,
  box: { x: 40, y, width: 9 * text.length, height },
  confidence: 0.97,
});

describe('service invoices', () => {
  it("names the tutor's business on a payment platform's invoice", () => {
    const result = parseReceiptText(TUTOR_STRIPE_INVOICE, { referenceDate: new Date('2025-11-20T00:00:00Z') });
    expect(result.vendor).toBe('Keystone Math Tutoring');
    expect(result.invoiceType).toBe('service');
  });

  it('names the therapy practice, not the clinician nor the invoicing tool', () => {
    const result = parseReceiptText(THERAPY_STATEMENT, { referenceDate: new Date('2025-11-20T00:00:00Z') });
    expect(result.vendor).toBe('Desert Bloom Pediatric Therapy, PLLC');
    expect(result.serviceDetails?.providerName).toBe('Jordan Lee, MS, CCC-SLP');
  });
});

describe('the vendor by layout', () => {
  it('takes the name printed large over a small line above it', () => {
    const layout: ReceiptLayout = {
      source: 'ocr',
      pages: [
        {
          page: 1,
          width: 600,
          height: 900,
          lines: [
            at('Guest copy', 20, 14),
            at('Harbor Lights', 50, 40),
            at('12 Pier Rd', 100, 14),
            at('Burger  9.50', 140, 14),
            at('Fries  3.25', 160, 14),
            at('Total  12.75', 180, 14),
          ],
        },
      ],
    };
    const result = parseReceiptLayout(layout);
    expect(result.vendor).toBe('Harbor Lights');
    expect(result.fieldEvidence?.vendor?.text).toBe('Harbor Lights');
  });

  it('keeps the printed text in the evidence when the vendor is the canonical name', () => {
    const result = parseReceiptText('WAL*MART\nSave money. Live better.\n(479) 555-0100\nTOTAL 12.00');
    expect(result.vendor).toBe('Walmart');
    expect(result.fieldEvidence?.vendor?.text).toBe('WAL*MART');
  });

  it('keeps two orders on one printed page under the marketplace', () => {
    const page = [
      'Your Orders',
      'Amazon.com order number: 112-0000001-0000001',
      'Sold by: Crayon Corner LLC',
      'Order Total: $18.20',
      'Amazon.com order number: 112-0000002-0000002',
      'Sold by: Atlas Books Inc.',
      'Order Total: $31.05',
    ].join('\n');
    expect(parseReceiptText(page).vendor).toBe('Amazon.com');
  });
});
