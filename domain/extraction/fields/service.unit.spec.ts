import type { ExtractedLineItem } from '../result';
import { toLines } from '../text/lines';
import { classifyInvoice, extractServiceDetails } from './service';

const item = (description: string, price: number, quantity = 1): ExtractedLineItem => ({
  description,
  price,
  quantity,
  salesTax: null,
});

describe('service invoices', () => {
  it('tells a tutoring invoice from a store receipt', () => {
    const tutoring = toLines(
      'Bright Path Tutoring LLC\nService period: 09/01/2026 - 09/30/2026\nMath tutoring 8 hrs @ $45.00/hr $360.00',
    );
    expect(classifyInvoice(tutoring, [item('Math tutoring', 45, 8)], 'Bright Path Tutoring LLC')).toBe('service');
    const store = toLines('Homeschool Haven Bookstore\nSKU 1234 Speech therapy flash cards 12.99\nQty 1');
    expect(classifyInvoice(store, [item('Speech therapy flash cards', 12.99)], 'Homeschool Haven Bookstore')).toBe(
      'retail',
    );
  });

  it('reads provider, period, rate and type', () => {
    const lines = toLines(
      'Sunshine Pediatric Therapy PLLC\nProvider: Jessica Reyes, CCC-SLP\nDates of service: 02/01/2026 - 02/28/2026\nHourly rate: $95.00',
    );
    expect(
      extractServiceDetails(lines, [item('Speech-language therapy session', 95, 4)], 'Sunshine Pediatric Therapy PLLC'),
    ).toEqual({
      isService: true,
      providerName: 'Jessica Reyes, CCC-SLP',
      servicePeriod: '2026-02-01 to 2026-02-28',
      serviceRate: 95,
      serviceType: 'speech therapy',
    });
  });

  it("keeps the receipt's own wording for a period that is not a date range", () => {
    const lines = toLines('Harmony Music Studio\nBilling period: March 2026');
    expect(extractServiceDetails(lines, [item('Piano lessons (30 min)', 40, 4)], 'Harmony Music Studio')).toMatchObject(
      {
        providerName: 'Harmony Music Studio',
        servicePeriod: 'March 2026',
        serviceRate: 40,
        serviceType: 'music lessons',
      },
    );
  });

  it('names occupational therapy, ABA and evaluations', () => {
    const type = (d: string) => extractServiceDetails([], [item(d, 100)], null).serviceType;
    expect(type('OT session - fine motor')).toBe('occupational therapy');
    expect(type('Occupational therapy evaluation')).toBe('occupational therapy');
    expect(type('ABA therapy (RBT) 10 hours')).toBe('ABA therapy');
    expect(type('Psychoeducational evaluation')).toBe('evaluation');
  });
});
