import { audit, claimOf, flag, STRONG } from '../audit-fixtures.spec';

describe('inferred categories', () => {
  it('infers a missing category from the description and says so as info', () => {
    const result = audit('FL_PEP', claimOf([{ description: 'Ukulele starter kit', price: 59, justification: STRONG }]));
    const inferred = flag(result, 'CATEGORY_INFERRED');
    expect(inferred).toMatchObject({ severity: 'info', field: 'lineItems[0].category', lineItemIndex: 0 });
    expect(inferred?.message).toContain('Musical Instruments & Equipment');
    expect(result.overallStatus).toBe('pass');
  });

  it('does not flag a category the claimant gave', () => {
    const result = audit(
      'FL_PEP',
      claimOf([
        { description: 'Ukulele starter kit', price: 59, category: 'Instructional Materials', justification: STRONG },
      ]),
    );
    expect(flag(result, 'CATEGORY_INFERRED')).toBeUndefined();
  });

  it('re-categorizes a category the program does not have', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ description: 'Ukulele starter kit', price: 59, category: 'Music Stuff', justification: STRONG }]),
    );
    expect(flag(result, 'CATEGORY_NOT_IN_PROGRAM')?.message).toContain('"Music Stuff" is not one of FL_PEP');
  });

  it('lowers the confidence score when categories are guessed', () => {
    const given = audit(
      'FL_PEP',
      claimOf([
        {
          description: 'Ukulele starter kit',
          price: 59,
          category: 'Instructional Materials',
          type: 'Musical Instruments & Equipment',
          justification: STRONG,
        },
      ]),
    );
    const inferred = audit(
      'FL_PEP',
      claimOf([{ description: 'Ukulele starter kit', price: 59, justification: STRONG }]),
    );
    expect(inferred.confidenceScore).toBeLessThan(given.confidenceScore);
  });
});
