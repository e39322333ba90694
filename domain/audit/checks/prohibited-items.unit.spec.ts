import { audit, claimOf, flag, STRONG } from '../audit-fixtures.spec';

describe('prohibited items', () => {
  it('fails a PEP claim for a tablet, citing the rule and its source', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ description: 'Apple iPad 10th gen', price: 349, justification: STRONG }]),
    );
    expect(result.overallStatus).toBe('fail');
    expect(flag(result, 'PROHIBITED_ITEM')).toMatchObject({
      severity: 'error',
      lineItemIndex: 0,
      ruleId: 'PEP.PROHIBITED.DIGITAL_DEVICES',
      confidence: 'P',
    });
    expect(result.purchaseLimitations.limitations[0]).toMatchObject({
      kind: 'prohibited',
      status: 'violated',
      lineItemDescription: 'Apple iPad 10th gen',
    });
    expect(result.purchaseLimitations.limitations[0]?.source).toContain('PEP Purchasing Guide');
  });

  it('allows the same tablet under FES-UA, where digital devices are an eligible type', () => {
    const result = audit(
      'FL_UA',
      claimOf([
        { description: 'Apple iPad 10th gen', price: 349, category: 'Instructional Materials', justification: STRONG },
      ]),
    );
    expect(flag(result, 'PROHIBITED_ITEM')).toBeUndefined();
  });

  it('honours exceptions: sport-specific footwear is allowed, sneakers are not', () => {
    const result = audit(
      'FL_PEP',
      claimOf([
        { description: 'Youth soccer cleats', price: 40, justification: STRONG },
        { description: 'Running sneakers', price: 60, justification: STRONG },
      ]),
    );
    expect(result.flags.filter((f) => f.code === 'PROHIBITED_ITEM').map((f) => f.lineItemIndex)).toEqual([1]);
  });

  it('matches a category a program does not allow even when the description is neutral', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ description: 'Session 10/02', price: 90, category: 'Specialized Services', justification: STRONG }]),
    );
    expect(flag(result, 'PROHIBITED_ITEM')?.ruleId).toBe('PEP.PROHIBITED.UA_ONLY_USES');
  });

  it('downgrades a prohibition resting on an unverified source to a warning', () => {
    const result = audit(
      'FL_FES_EO',
      claimOf([{ description: 'Logitech wireless keyboard', price: 49, justification: STRONG }]),
    );
    expect(flag(result, 'PROHIBITED_ITEM')).toMatchObject({ severity: 'warning', confidence: 'T' });
    expect(result.overallStatus).toBe('review');
  });
});
