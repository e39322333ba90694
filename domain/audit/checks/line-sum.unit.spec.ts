import { audit, claimOf, flag, STRONG } from '../audit-fixtures.spec';

const items = [
  {
    description: 'Spectrum Grade 4 Math Workbook',
    price: 11.5,
    category: 'Instructional Materials',
    justification: STRONG,
  },
  { description: 'Sales tax', price: 0.81, category: 'Sales Tax' },
];

describe('line sum', () => {
  it('accepts a one-cent rounding difference', () => {
    expect(flag(audit('FL_PEP', claimOf(items, { amount: 12.32 })), 'LINE_SUM_MISMATCH')).toBeUndefined();
  });

  it('flags an amount that the lines do not add up to, with both figures', () => {
    const mismatch = flag(audit('FL_PEP', claimOf(items, { amount: 20 })), 'LINE_SUM_MISMATCH');
    expect(mismatch).toMatchObject({ severity: 'error', field: 'amount' });
    expect(mismatch?.message).toContain('$12.31');
    expect(mismatch?.message).toContain('$20.00');
  });
});
