import { audit, claimOf, flag } from '../audit-fixtures.spec';

const workbook = (justification?: string) =>
  claimOf([
    {
      description: 'Spectrum Grade 4 Math Workbook',
      price: 11.5,
      category: 'Instructional Materials',
      ...(justification === undefined ? {} : { justification }),
    },
  ]);

describe('justification analysis', () => {
  it('rates a justification naming the student, the subject or goal and the use as strong, with no hints', () => {
    const [analysis] = audit(
      'FL_PEP',
      workbook(
        'My son is behind in 4th-grade math; he will practice fractions every morning to master his learning plan goals.',
      ),
    ).justificationAnalysis;
    expect(analysis).toMatchObject({ lineItemIndex: 0, strength: 'strong', improvementHints: [] });
  });

  it('counts a named student ("Emma will ...") as naming the student', () => {
    const [analysis] = audit(
      'FL_PEP',
      workbook('Emma will work through one page of fractions every morning before her other lessons.'),
    ).justificationAnalysis;
    expect(analysis?.strength).toBe('strong');
  });

  it('rates a bare subject word ("Math.") weak', () => {
    expect(audit('FL_PEP', workbook('Math.')).justificationAnalysis[0]?.strength).toBe('weak');
  });

  it('rates a subject without student or use as adequate and says which parts are missing', () => {
    const [analysis] = audit('FL_PEP', workbook('Our main math curriculum.')).justificationAnalysis;
    expect(analysis?.strength).toBe('adequate');
    expect(analysis?.reason).toContain('does not say the student (name, grade or need), how the item is used');
    expect(analysis?.improvementHints.join(' ')).toMatch(/why this student needs it/);
    expect(analysis?.improvementHints.join(' ')).toMatch(/how often it will be used/);
    expect(analysis?.improvementHints.join(' ')).not.toMatch(/Name the subject/);
  });

  it.each(['For school.', 'Educational.', 'It is educational and needed for homeschool.', 'For learning purposes.'])(
    'rates generic wording alone (%s) weak and sends the claim to review',
    (justification) => {
      const result = audit('FL_PEP', workbook(justification));
      expect(result.justificationAnalysis[0]?.strength).toBe('weak');
      expect(result.justificationAnalysis[0]?.reason).toContain('generic');
      expect(flag(result, 'JUSTIFICATION_WEAK')).toMatchObject({
        severity: 'warning',
        field: 'lineItems[0].justification',
      });
      expect(result.overallStatus).toBe('review');
    },
  );

  it('analyses a missing justification as weak with a warning', () => {
    const result = audit('FL_PEP', workbook());
    expect(result.justificationAnalysis[0]).toMatchObject({ strength: 'weak', reason: 'No justification was given.' });
    expect(flag(result, 'JUSTIFICATION_MISSING')?.severity).toBe('warning');
    expect(result.overallStatus).toBe('review');
  });

  it('marks down recreational framing', () => {
    const [analysis] = audit('FL_PEP', workbook('Fun math treat for the holiday.')).justificationAnalysis;
    expect(analysis?.strength).toBe('weak');
    expect(analysis?.improvementHints.join(' ')).toMatch(/recreational/);
  });

  it('gives no hints when detailedAnalysis is false', () => {
    const [analysis] = audit('FL_PEP', workbook('Our main math curriculum.'), {
      detailedAnalysis: false,
    }).justificationAnalysis;
    expect(analysis).toMatchObject({ strength: 'adequate', improvementHints: [] });
  });

  it('raises a weak justification to a warning where the program asks for a showing of need (UA assistive technology)', () => {
    const result = audit(
      'FL_UA',
      claimOf([
        {
          description: 'Weighted vest',
          price: 64.99,
          category: 'Instructional Materials',
          type: 'Assistive Technology Devices',
          justification: 'For home.',
        },
      ]),
    );
    expect(flag(result, 'JUSTIFICATION_WEAK')?.severity).toBe('warning');
    expect(result.justificationAnalysis[0]?.improvementHints.join(' ')).toMatch(/disability, IEP or therapy goal/);
  });

  it('expects no justification on a sales-tax line', () => {
    const result = audit('FL_PEP', claimOf([{ description: 'Sales tax', price: 0.7, category: 'Sales Tax' }]));
    expect(result.justificationAnalysis[0]?.strength).toBe('adequate');
    expect(flag(result, 'JUSTIFICATION_MISSING')).toBeUndefined();
  });

  it('analyses every line item once, by index', () => {
    const result = audit(
      'FL_PEP',
      claimOf([
        { description: 'Chess set', price: 20 },
        { description: 'Puzzle', price: 10, justification: 'For school.' },
      ]),
    );
    expect(result.justificationAnalysis.map((a) => a.lineItemIndex)).toEqual([0, 1]);
  });
});
