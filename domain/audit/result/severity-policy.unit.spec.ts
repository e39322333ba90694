import { readFileSync } from 'node:fs';
import path from 'node:path';
import { audit, claimOf, STRONG } from '../audit-fixtures.spec';
import { FLAG_SEVERITY, severityOf } from './severity-policy';

// The flag table users read in docs/audit.md is the table the audit uses.
function documentedSeverities(): Record<string, string> {
  const doc = readFileSync(path.resolve(__dirname, '../../../docs/audit.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Flag codes'), doc.indexOf('## Never a silent pass'));
  return Object.fromEntries(
    [...section.matchAll(/^\| `([A-Z_]+)` \| (error|warning|info) \|/gm)].map((m) => [m[1], m[2]]),
  );
}

describe('the severity policy', () => {
  it('is the table docs/audit.md prints, code for code', () => {
    expect(documentedSeverities()).toEqual(FLAG_SEVERITY);
  });

  it('never lets an unverified (T) finding fail a claim', () => {
    expect(severityOf('PROHIBITED_ITEM', 'T')).toBe('warning');
    expect(severityOf('PROHIBITED_ITEM', 'S')).toBe('error');
    expect(severityOf('JUSTIFICATION_WEAK', 'T')).toBe('warning');
    expect(severityOf('CATEGORY_INFERRED', 'T')).toBe('info');
  });

  it('fails a claim whose lines do not add up to the amount', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ description: 'Math workbook', price: 10, justification: STRONG }], { amount: 25 }),
    );
    expect(result.overallStatus).toBe('fail');
  });

  it('sets every flag of an audit from the table', () => {
    const result = audit(
      'FL_PEP',
      claimOf(
        [
          { description: 'Apple iPad Air', price: 500, justification: STRONG },
          { description: 'Math tutoring 4 sessions', price: 160, category: 'Tutoring', justification: '' },
        ],
        { amount: 700 },
      ),
    );
    for (const flag of result.flags) expect(flag.severity).toBe(severityOf(flag.code, flag.confidence));
    expect(result.overallStatus).toBe('fail');
  });
});
