import { audit, claimOf, flag, STRONG } from '../audit-fixtures.spec';

const themePark = (price: number) =>
  claimOf([
    {
      description: 'Busch Gardens Tampa single-day admission',
      price,
      category: 'Instructional Materials',
      justification: STRONG,
    },
  ]);

describe('caps', () => {
  it('passes an admission at the $299 cap', () => {
    const result = audit('FL_PEP', themePark(299));
    expect(result.flags.filter((f) => f.code.startsWith('CAP_'))).toEqual([]);
    expect(result.purchaseLimitations.limitations.find((l) => l.kind === 'cap')?.status).toBe('applies');
  });

  it('lets an admission just over the cap through the administrative margin, with a note', () => {
    const result = audit('FL_PEP', themePark(309));
    expect(flag(result, 'CAP_EXCEEDED')).toBeUndefined();
    expect(flag(result, 'CAP_WITHIN_MARGIN')).toMatchObject({ severity: 'info', ruleId: 'PEP.CAP.THEME_PARK' });
    expect(result.overallStatus).toBe('pass');
  });

  it('applies the handbook figure without margin when strictHandbookRules is set', () => {
    const result = audit('FL_PEP', themePark(309), { strictHandbookRules: true });
    expect(flag(result, 'CAP_EXCEEDED')).toMatchObject({ severity: 'error', field: 'lineItems[0].price' });
    expect(result.overallStatus).toBe('fail');
  });

  it('counts a before-tax cap against the price without the sales tax the parent states beside it', () => {
    const taxed = (words: string, price = 330.51) =>
      claimOf([
        {
          description: 'SeaWorld Orlando 1-Day Ticket, Child',
          price,
          category: 'Instructional Materials',
          justification: `${words}. ${STRONG}`,
        },
      ]);
    for (const words of ['$310.00 ticket + $20.51 sales tax', 'paid 330.51 incl. $20.51 tax', 'sales tax: $20.51']) {
      const result = audit('FL_PEP', taxed(words));
      expect(flag(result, 'CAP_EXCEEDED')).toBeUndefined();
      expect(flag(result, 'CAP_WITHIN_MARGIN')?.message).toContain('before the $20.51 sales tax stated');
    }
    // No tax stated: the whole price is measured against the cap.
    expect(flag(audit('FL_PEP', taxed('paid 330.51')), 'CAP_EXCEEDED')).toBeDefined();
    // A ticket whose price before the stated tax is over the cap still fails.
    expect(flag(audit('FL_PEP', taxed('$338.00 ticket + $22.00 tax', 360)), 'CAP_EXCEEDED')).toBeDefined();
  });

  it('fails an admission over the cap plus margin', () => {
    expect(flag(audit('FL_PEP', themePark(320)), 'CAP_EXCEEDED')?.message).toContain('$299.00');
  });

  it('treats "under $75" as excluding $75 itself', () => {
    const bowling = (price: number) => claimOf([{ description: 'Bowling 3 games', price, justification: STRONG }]);
    expect(flag(audit('FL_PEP', bowling(74.99)), 'CAP_WITHIN_MARGIN')).toBeUndefined();
    expect(flag(audit('FL_PEP', bowling(75)), 'CAP_WITHIN_MARGIN')).toBeDefined();
    expect(flag(audit('FL_PEP', bowling(75), { strictHandbookRules: true }), 'CAP_EXCEEDED')).toBeDefined();
  });

  it('adds up the lines an annual category cap covers', () => {
    const result = audit(
      'FL_FES_EO',
      claimOf([
        {
          description: 'Zoo membership (ZooTampa)',
          price: 300,
          category: 'Instructional Materials',
          justification: STRONG,
        },
        {
          description: 'Florida Aquarium annual pass',
          price: 250,
          category: 'Instructional Materials',
          justification: STRONG,
        },
      ]),
    );
    expect(flag(result, 'CAP_EXCEEDED')).toMatchObject({ ruleId: 'EO.CAP.FIELD_TRIPS', field: 'lineItems' });
    expect(
      result.purchaseLimitations.limitations
        .filter((l) => l.ruleId === 'EO.CAP.FIELD_TRIPS')
        .map((l) => l.lineItemIndex),
    ).toEqual([0, 1]);
  });

  it('skips caps a rule set marks as disabled (Arizona draft coverage amounts)', () => {
    const result = audit('AZ_ESA', claimOf([{ description: 'Lenovo laptop', price: 2600, justification: STRONG }]));
    expect(result.flags.filter((f) => f.code.startsWith('CAP_'))).toEqual([]);
  });
});
