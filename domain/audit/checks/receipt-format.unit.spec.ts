import { audit, claimOf, codes, flag, STRONG } from '../audit-fixtures.spec';

const book = {
  description: 'Spectrum Grade 4 Math Workbook',
  price: 11.5,
  category: 'Instructional Materials',
  justification: STRONG,
};

describe('receipt format', () => {
  it('is valid with vendor, amount and specific items, and lists what only the document can show', () => {
    const result = audit('FL_PEP', claimOf([book]));
    expect(result.receiptFormat.isValid).toBe(true);
    expect(result.receiptFormat.missingFields).toEqual([]);
    expect(result.receiptFormat.summary).toContain('purchase date with year');
  });

  it('flags a missing vendor as a warning on the vendor field', () => {
    const result = audit('FL_PEP', claimOf([book], { vendor: '  ' }));
    expect(result.receiptFormat.isValid).toBe(false);
    expect(result.receiptFormat.missingFields).toContain('vendor name');
    expect(flag(result, 'RECEIPT_VENDOR_MISSING')).toMatchObject({ severity: 'warning', field: 'vendor' });
    expect(result.overallStatus).toBe('review');
  });

  it('fails a claim with no line items', () => {
    const result = audit('FL_PEP', claimOf([], { amount: 40 }));
    expect(flag(result, 'RECEIPT_NOT_ITEMIZED')?.severity).toBe('error');
    expect(result.overallStatus).toBe('fail');
  });

  it('flags a description that does not say what was bought', () => {
    const result = audit('FL_PEP', claimOf([{ ...book, description: 'Subscription charges' }]));
    expect(flag(result, 'RECEIPT_DESCRIPTION_GENERIC')).toMatchObject({
      field: 'lineItems[0].description',
      lineItemIndex: 0,
    });
  });

  it('flags a non-positive claim amount and a negative price', () => {
    const result = audit('FL_PEP', claimOf([{ ...book, price: -3 }], { amount: 0 }));
    expect(codes(result)).toEqual(expect.arrayContaining(['RECEIPT_AMOUNT_INVALID', 'RECEIPT_PRICE_INVALID']));
  });
});
