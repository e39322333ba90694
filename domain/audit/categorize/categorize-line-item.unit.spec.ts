import { ruleSet } from '../audit-fixtures.spec';
import { categorizeLineItem } from './categorize-line-item';

describe('categorizeLineItem', () => {
  it('places a workbook in the three-level taxonomy as eligible', () => {
    expect(categorizeLineItem('Spectrum Grade 4 Math Workbook', ruleSet('FL_PEP'))).toMatchObject({
      category: 'Instructional Materials',
      type: 'Books',
      detail: 'Books/Textbooks/Workbooks',
      isEligible: true,
      reason: expect.stringContaining('"workbook"'),
    });
  });

  it('marks a program-prohibited item ineligible and says why', () => {
    const item = categorizeLineItem('Apple iPad Air', ruleSet('FL_PEP'));
    expect(item.isEligible).toBe(false);
    expect(item.justification).toContain('digital devices');
    expect(item.ruleIds).toContain('PEP.PROHIBITED.DIGITAL_DEVICES');
  });

  it('categorizes the same item as a digital device under FES-UA', () => {
    expect(categorizeLineItem('Apple iPad Air', ruleSet('FL_UA'))).toMatchObject({
      type: 'Digital Devices',
      isEligible: true,
    });
  });

  it('reports an unlisted item as not eligible without pre-authorization', () => {
    const item = categorizeLineItem('Brother label maker', ruleSet('FL_PEP'));
    expect(item).toMatchObject({ category: null, isEligible: false });
    expect(item.warnings).toContain('Not a listed eligible item: pre-authorization is required.');
    expect(item.confidence).toBeLessThan(50);
  });

  it('keeps the category the caller gives and fills type and detail from keywords', () => {
    const item = categorizeLineItem('Tennis racquet', ruleSet('FL_PEP'), { category: 'Instructional Material' });
    expect(item).toMatchObject({ category: 'Instructional Materials', type: 'Physical Education', confidence: 95 });
  });

  it('notes documents, caps and frequency limits that apply', () => {
    const item = categorizeLineItem('Walt Disney World 1-day ticket', ruleSet('FL_PEP'), { price: 350 });
    expect(item.eligibilityNotes).toContain('Cap $299');
    expect(item.warnings.join(' ')).toContain('over the $299 cap');
    expect(categorizeLineItem('Reading tutoring session', ruleSet('FL_PEP')).eligibilityNotes).toContain(
      'Requires Tutor credential',
    );
  });

  it('is less confident when the description fits two categories equally', () => {
    const clear = categorizeLineItem('Chess set', ruleSet('FL_PEP'));
    const ambiguous = categorizeLineItem('Microscope lessons', ruleSet('FL_PEP'));
    expect(ambiguous.confidence).toBeLessThan(clear.confidence);
  });

  it('reads "Disney+" as a streaming subscription, not a theme-park ticket', () => {
    expect(categorizeLineItem('Disney+ annual plan', ruleSet('FL_PEP')).type).toBe(
      'Educational Software & Subscriptions',
    );
    expect(categorizeLineItem('Disney World 1-day ticket', ruleSet('FL_PEP')).detail).toBe(
      'Florida theme park admission',
    );
  });
});
