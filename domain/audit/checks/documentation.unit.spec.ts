import { audit, claimOf, flag, STRONG } from '../audit-fixtures.spec';

const tutoring = (extra = {}) =>
  claimOf(
    [
      {
        description: 'Math tutoring - 4 sessions',
        price: 240,
        category: 'Part-Time Tutoring Services',
        justification: STRONG,
      },
    ],
    extra,
  );

describe('supporting documentation', () => {
  it('sends tutoring without the tutor credential the rules require to review', () => {
    const result = audit('FL_PEP', tutoring());
    expect(result.supportingDocumentation).toMatchObject({ hasRequirements: true });
    expect(result.supportingDocumentation.requiredDocuments).toEqual([
      expect.objectContaining({
        documentType: 'Tutor credential',
        isAttached: false,
        status: 'missing',
        lineItemIndexes: [0],
        ruleId: 'PEP.DOC.TUTOR_CREDENTIAL',
      }),
    ]);
    expect(flag(result, 'CREDENTIAL_NOT_SHOWN')).toMatchObject({ severity: 'warning', field: 'supportingFiles' });
    expect(result.overallStatus).toBe('review');
  });

  it('counts a supporting file whose name says what it is', () => {
    const result = audit('FL_PEP', tutoring({ supportingFiles: [{ name: 'FTCE-math-6-12-score-report.pdf' }] }));
    expect(result.supportingDocumentation.requiredDocuments[0]).toMatchObject({ isAttached: true, status: 'attached' });
    expect(result.overallStatus).toBe('pass');
  });

  it('counts a link by its label or its URL', () => {
    const byLabel = audit(
      'FL_PEP',
      tutoring({ links: [{ url: 'https://files.example/x1', label: 'Teaching certificate' }] }),
    );
    const byUrl = audit(
      'FL_PEP',
      tutoring({ links: [{ url: 'https://files.example/educator-certificate.pdf', label: 'doc' }] }),
    );
    expect(byLabel.supportingDocumentation.requiredDocuments[0]?.isAttached).toBe(true);
    expect(byUrl.supportingDocumentation.requiredDocuments[0]?.isAttached).toBe(true);
  });

  it('asks for an elective instructor qualification the claim does not show, as a warning', () => {
    const result = audit(
      'FL_PEP',
      claimOf([
        {
          description: 'Piano lessons (October)',
          price: 160,
          category: 'Instructional Materials',
          justification: STRONG,
        },
      ]),
    );
    expect(flag(result, 'CREDENTIAL_NOT_SHOWN')).toMatchObject({
      severity: 'warning',
      ruleId: 'PEP.DOC.ELECTIVE_INSTRUCTOR',
    });
  });

  it('asks Arizona Tier 2 purchases for a curriculum document', () => {
    const result = audit(
      'AZ_ESA',
      claimOf([{ description: 'Yamaha digital piano', price: 499, justification: STRONG }]),
    );
    expect(result.supportingDocumentation.requiredDocuments.map((d) => d.documentType)).toEqual([
      'Curriculum document',
    ]);
  });

  it('has no requirements for a plain book', () => {
    const result = audit('FL_PEP', claimOf([{ description: 'Math workbook', price: 10, justification: STRONG }]));
    expect(result.supportingDocumentation).toMatchObject({ hasRequirements: false, requiredDocuments: [] });
  });
});
