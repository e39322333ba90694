import { highlightsFor } from './scale-boxes';

const evidence = {
  amount: { confidence: 92, page: 1, box: { x: 400, y: 1200, width: 200, height: 40 }, text: 'TOTAL $42.50' },
  vendor: { confidence: 80, page: 1, box: { x: 100, y: 50, width: 600, height: 60 }, text: 'Online Store' },
  transactionDate: { confidence: 70, page: 2, box: { x: 10, y: 10, width: 10, height: 10 }, text: '2026-11-01' },
  studentName: { confidence: 0, page: null, box: null, text: null },
  paymentDetails: null,
};

describe('receipt highlights', () => {
  it('scales each box from page pixels to the displayed size of the picture', () => {
    const [amount, vendor] = highlightsFor(evidence, 1, { width: 1700, height: 2200 }, { width: 425, height: 550 });
    expect(amount).toEqual({
      field: 'amount',
      label: 'Total',
      text: 'TOTAL $42.50',
      left: 100,
      top: 300,
      width: 50,
      height: 10,
    });
    expect(vendor).toMatchObject({ field: 'vendor', left: 25, top: 12.5, width: 150, height: 15 });
  });

  it('draws only the fields read on the page shown, and none without a box', () => {
    expect(
      highlightsFor(evidence, 2, { width: 100, height: 100 }, { width: 100, height: 100 }).map((h) => h.field),
    ).toEqual(['transactionDate']);
    expect(highlightsFor(evidence, 1, { width: 0, height: 0 }, { width: 100, height: 100 })).toEqual([]);
    expect(highlightsFor(undefined, 1, { width: 100, height: 100 }, { width: 100, height: 100 })).toEqual([]);
  });
});
