import { auditClaim } from './audit-claim';
import { audit, claimOf, codes, NOW, ruleSet, STRONG } from './audit-fixtures.spec';
import { AUDIT_DISCLAIMER } from './result/disclaimer';
import type { SubmissionAuditClaim } from './types';

describe('auditClaim', () => {
  const book = {
    description: 'Spectrum Grade 4 Math Workbook',
    price: 11.5,
    category: 'Instructional Materials',
    justification: STRONG,
  };

  it('returns the spec AuditResult, stamped with the injected clock and the canonical program key', () => {
    const result = auditClaim(claimOf([book]), ruleSet('PEP'), { now: NOW });
    expect(result).toMatchObject({
      programKey: 'FL_PEP',
      overallStatus: 'pass',
      disclaimer: AUDIT_DISCLAIMER,
      auditRunAt: '2026-10-01T12:00:00.000Z',
      receiptFormat: { isValid: true, missingFields: [] },
      purchaseLimitations: { hasLimitations: false, limitations: [] },
      supportingDocumentation: { hasRequirements: false, requiredDocuments: [] },
      flags: [],
    });
    expect(Number.isInteger(result.confidenceScore)).toBe(true);
    expect(result.summary).toContain('Pass');
    expect(result.disclaimer).toMatch(/advisory/);
    expect(result.disclaimer).toMatch(/program administrators/);
  });

  it('fails on any error, reviews on a warning, and ignores info flags', () => {
    expect(audit('FL_PEP', claimOf([{ ...book, description: 'iPad' }])).overallStatus).toBe('fail');
    expect(audit('FL_PEP', claimOf([{ ...book, justification: '' }])).overallStatus).toBe('review');
    expect(audit('FL_PEP', claimOf([{ ...book, category: '' }])).overallStatus).toBe('pass');
  });

  it('names the first error in the summary', () => {
    expect(audit('FL_PEP', claimOf([book, { ...book, description: 'Nerf blaster' }])).summary).toMatch(
      /Fail \(1 error\)\. First finding: line 2 "Nerf blaster"/,
    );
  });

  it('names the edition of the rules it applied in ruleEdition, not in a flag', () => {
    const result = auditClaim(claimOf([book]), ruleSet('FL_FES_EO'), { now: NOW });
    expect(result.ruleEdition).toEqual({
      schoolYear: '2023-24',
      effectiveFrom: '2023-07-01',
      effectiveTo: '2024-06-30',
    });
    expect(result.flags.filter((f) => f.severity === 'info' && f.field === 'programKey')).toEqual([]);
    expect(result.confidenceScore).toBeLessThan(
      auditClaim(claimOf([book]), ruleSet('FL_FES_EO'), { now: new Date('2024-01-10') }).confidenceScore,
    );
  });

  it('is lenient with malformed input and audits the gaps', () => {
    const messy = { vendor: undefined, amount: '12', lineItems: [{ price: 12 }] } as unknown as SubmissionAuditClaim;
    const result = auditClaim(messy, ruleSet('FL_PEP'), { now: NOW });
    expect(result.overallStatus).not.toBe('pass');
    expect(result.flags.map((f) => f.code)).toEqual(
      expect.arrayContaining(['RECEIPT_VENDOR_MISSING', 'RECEIPT_DESCRIPTION_GENERIC', 'JUSTIFICATION_MISSING']),
    );
  });
});

describe("auditClaim with a model's line readings", () => {
  it('lets the readings add kinds, never take a rule away', () => {
    const ipad = claimOf([{ description: 'Apple iPad 10th gen', price: 349, justification: STRONG }]);
    const emptyReading = [
      {
        lineItemIndex: 0,
        kinds: [],
        taxonomyId: 'IM.BOOKS.BOOKS',
        justification: { student: true, purpose: true, use: true, generic: false },
      },
    ];
    const result = audit('FL_PEP', ipad, { readings: emptyReading });
    expect(result.overallStatus).toBe('fail');
    expect(result.flags.find((f) => f.code === 'PROHIBITED_ITEM')?.ruleId).toBe('PEP.PROHIBITED.DIGITAL_DEVICES');
  });

  it("fills a taxonomy leaf the keywords missed, and uses the model's judgement of the justification", () => {
    const odd = claimOf([{ description: 'Zorbly quad set', price: 20, justification: 'Ok.' }]);
    expect(codes(audit('FL_PEP', odd))).toContain('ITEM_NOT_LISTED');
    const read = audit('FL_PEP', odd, {
      readings: [
        {
          lineItemIndex: 0,
          kinds: [],
          taxonomyId: 'IM.MANIPULATIVES.GAMES',
          justification: { student: true, purpose: true, use: false, generic: false },
        },
      ],
    });
    expect(codes(read)).not.toContain('ITEM_NOT_LISTED');
    expect(read.justificationAnalysis[0]?.strength).toBe('adequate');
  });
});
