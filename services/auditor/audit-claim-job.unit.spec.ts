import { rulesDir } from '../../common/paths';
import { InMemoryTenantRuleSetStore, ProgramCatalog } from '../../common/rule-sets';
import { loadStandardRuleSets } from '../../domain/audit';
import type { SubmissionAuditRequest } from '../../domain/jobs';
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
});
