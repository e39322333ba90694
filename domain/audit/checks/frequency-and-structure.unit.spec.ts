import { audit, claimOf, flag, STRONG } from '../audit-fixtures.spec';

const IM = 'Instructional Materials';

describe('frequency limits', () => {
  it('lists a two-year item for the reviewer without flagging it', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ description: 'Soccer ball size 4', price: 25, category: IM, justification: STRONG }]),
    );
    expect(result.purchaseLimitations.limitations).toContainEqual(
      expect.objectContaining({ kind: 'frequency', status: 'applies', ruleId: 'PEP.FREQ.TWO_YEAR' }),
    );
    expect(flag(result, 'FREQUENCY_LIMIT_EXCEEDED')).toBeUndefined();
  });

  it('flags the same item bought twice in one claim, but not two different items', () => {
    const twice = audit(
      'FL_PEP',
      claimOf([
        { description: 'Soccer ball size 4', price: 25, category: IM, justification: STRONG },
        { description: 'Soccer ball size 4', price: 25, category: IM, justification: STRONG },
      ]),
    );
    expect(flag(twice, 'FREQUENCY_LIMIT_EXCEEDED')?.lineItemIndex).toBe(1);
    const different = audit(
      'FL_PEP',
      claimOf([
        { description: 'Soccer ball size 4', price: 25, category: IM, justification: STRONG },
        { description: 'Basketball', price: 25, category: IM, justification: STRONG },
      ]),
    );
    expect(flag(different, 'FREQUENCY_LIMIT_EXCEEDED')).toBeUndefined();
  });
});

describe('claim structure', () => {
  const ticket = { description: 'Epcot 1-day ticket', price: 150, category: IM, justification: STRONG };

  it('accepts a theme-park ticket alone with its sales tax', () => {
    const result = audit('FL_PEP', claimOf([ticket, { description: 'Sales tax', price: 9.75, category: 'Sales Tax' }]));
    expect(flag(result, 'CLAIM_MUST_BE_SEPARATE')).toBeUndefined();
  });

  it('asks for a theme-park ticket to be claimed on its own', () => {
    const result = audit(
      'FL_PEP',
      claimOf([ticket, { description: 'Math workbook', price: 10, category: IM, justification: STRONG }]),
    );
    expect(flag(result, 'CLAIM_MUST_BE_SEPARATE')).toMatchObject({ severity: 'warning', lineItemIndex: 0 });
  });
});
