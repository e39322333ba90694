import { rulesDir } from '../../common/paths';
import { InMemoryTenantRuleSetStore, ProgramCatalog } from '../../common/rule-sets';
import { loadStandardRuleSets } from '../../domain/audit';
import type { SubmissionAuditRequest } from '../../domain/jobs';
import { catalogWithStaleRuleSet } from '../../common/rule-sets/rule-set-fixtures.spec';
import { auditClaimJob } from './audit-claim-job';

const catalog = new ProgramCatalog(loadStandardRuleSets(rulesDir), new InMemoryTenantRuleSetStore());
const now = () => new Date('2026-11-21T10:00:00Z');
const request: SubmissionAuditRequest = {
  programKey: 'FL_PEP',
  vendor: 'Best Buy',
  amount: 329,
  lineItems: [
    {
      description: 'Dell Chromebook 14 inch',
      price: 329,
      category: 'Instructional Materials',
      type: null,
      detail: null,
      justification: null,
    },
  ],
  supportingFiles: [],
  links: [],
  detailedAnalysis: true,
  strictHandbookRules: false,
  receiptJobId: null,
};

describe("auditClaimJob (the auditor consumer's work)", () => {
  it('audits the claim against the program and gives the same result when run twice', async () => {
    const first = await auditClaimJob({ catalog, now }, 'tenant', request);
    const second = await auditClaimJob({ catalog, now }, 'tenant', request);
    expect(second).toEqual(first);
    const result = JSON.parse(first.resultJson);
    expect(result.overallStatus).toBe('fail');
    expect(result.flags.map((flag: { code: string }) => flag.code)).toEqual(
      expect.arrayContaining(['PROHIBITED_ITEM', 'JUSTIFICATION_MISSING']),
    );
  });

  it('fails permanently for a program the tenant does not have', async () => {
    await expect(auditClaimJob({ catalog, now }, 'tenant', { ...request, programKey: 'NOPE' })).rejects.toMatchObject({
      code: 'UNKNOWN_PROGRAM',
      retriable: false,
    });
  });

  it("fails permanently, naming the problem, when the tenant's rule set for the program no longer validates", async () => {
    const withStale = (await catalogWithStaleRuleSet('tenant', 'FL_PEP')).catalog;
    await expect(auditClaimJob({ catalog: withStale, now }, 'tenant', request)).rejects.toMatchObject({
      code: 'RULE_SET_INVALID',
      retriable: false,
      message: expect.stringContaining('unknown program "RETIRED_PROGRAM" to extend'),
    });
    // Its other programs, and other tenants, are audited as before.
    await expect(
      auditClaimJob({ catalog: withStale, now }, 'tenant', { ...request, programKey: 'AZ_ESA' }),
    ).resolves.toBeDefined();
    await expect(auditClaimJob({ catalog: withStale, now }, 'other', request)).resolves.toBeDefined();
  });

  describe("with the claim's receipt named (receiptJobId)", () => {
    const duplicate = {
      level: 'near_exact' as const,
      matches: [
        {
          jobId: 'job-earlier',
          similarity: 0.95,
          signal: 'image' as const,
          level: 'near_exact' as const,
          completedAt: '2026-11-01T00:00:00.000Z',
        },
      ],
    };
    const entries = new Map([
      ['job-copy', { tenantId: 'tenant', possibleDuplicate: duplicate, alterationSignals: [] }],
      ['job-other', { tenantId: 'someone-else', possibleDuplicate: null, alterationSignals: [] }],
    ]);
    const receipts = { get: (jobId: string) => Promise.resolve(entries.get(jobId) ?? null) };
    const allowed = {
      ...request,
      lineItems: [
        {
          ...request.lineItems[0]!,
          description: 'Saxon Math 5/4 textbook',
          justification: 'Math curriculum for my son in 5th grade, used daily',
        },
      ],
    };

    it('fails a claim whose receipt copies an earlier one, naming the earlier job', async () => {
      const outcome = await auditClaimJob({ catalog, now, receipts }, 'tenant', {
        ...allowed,
        receiptJobId: 'job-copy',
      });
      const result = JSON.parse(outcome.resultJson);
      expect(result.overallStatus).toBe('fail');
      expect(result.possibleDuplicate).toEqual(duplicate);
      expect(result.flags).toEqual(
        expect.arrayContaining([expect.objectContaining({ code: 'DUPLICATE_RECEIPT', severity: 'error' })]),
      );
      expect(result.flags.find((flag: { code: string }) => flag.code === 'DUPLICATE_RECEIPT').message).toContain(
        'job-earlier',
      );
    });

    it("tries again later while the receipt has no recorded extraction, and refuses another tenant's", async () => {
      await expect(
        auditClaimJob({ catalog, now, receipts }, 'tenant', { ...allowed, receiptJobId: 'job-not-yet' }),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', retriable: true });
      await expect(
        auditClaimJob({ catalog, now, receipts }, 'tenant', { ...allowed, receiptJobId: 'job-other' }),
      ).rejects.toMatchObject({ code: 'INVALID_REQUEST', retriable: false });
    });
  });
});
