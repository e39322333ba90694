import { audit, claimOf, flag, STRONG } from '../audit-fixtures.spec';

const trip = (justification: string, extra = {}) =>
  claimOf(
    [
      {
        description: 'Georgia Aquarium admission (out-of-state field trip)',
        price: 45,
        category: 'Instructional Materials',
        justification,
      },
    ],
    extra,
  );

describe('pre-approval', () => {
  it('asks for pre-authorization of an out-of-state trip and lists it as a required document', () => {
    const result = audit('FL_PEP', trip(STRONG));
    expect(flag(result, 'PRE_APPROVAL_REQUIRED')).toMatchObject({
      severity: 'warning',
      ruleId: 'PEP.PREAUTH.OUT_OF_STATE',
    });
    expect(result.supportingDocumentation.requiredDocuments).toContainEqual(
      expect.objectContaining({ documentType: 'Pre-authorization approval', isAttached: false, status: 'missing' }),
    );
    expect(result.overallStatus).toBe('review');
  });

  it('accepts a pre-authorization number quoted in the justification', () => {
    const result = audit('FL_PEP', trip(`${STRONG} Pre-authorization #PA-1187.`));
    expect(flag(result, 'PRE_APPROVAL_REQUIRED')).toBeUndefined();
    expect(flag(result, 'PRE_APPROVAL_REFERENCED')?.severity).toBe('info');
    expect(result.overallStatus).toBe('pass');
  });

  it('accepts an attached approval letter', () => {
    const result = audit('FL_PEP', trip(STRONG, { supportingFiles: [{ name: 'SUFS pre-approval letter.pdf' }] }));
    expect(result.supportingDocumentation.requiredDocuments[0]).toMatchObject({ isAttached: true, status: 'attached' });
  });

  it('treats an item the guide does not list as needing pre-authorization', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ description: 'Brother label maker', price: 29.99, justification: STRONG }]),
    );
    expect(flag(result, 'ITEM_NOT_LISTED')).toMatchObject({
      severity: 'warning',
      ruleId: 'PEP.UNLISTED',
      lineItemIndex: 0,
    });
  });
});
