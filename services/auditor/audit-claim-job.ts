import type { ProgramCatalog } from '../../common/rule-sets';
import { auditClaim, claimDateOf, type SubmissionAuditClaim } from '../../domain/audit';
import type { SubmissionAuditRequest } from '../../domain/jobs';
import type { AttemptOutcome } from '../worker-kit';
import type { AuditLineReader } from './engine/audit-line-reader';

/** `reader`: a model reading the lines first (AUDIT_ENGINE=openai); without it the rules alone decide. */
export type AuditJobDeps = Readonly<{ catalog: ProgramCatalog; now: () => Date; reader?: AuditLineReader }>;

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

/** One attempt at an audit: the tenant's view of the program's rules, then the deterministic checks. */
export const auditClaimJob = async (
  deps: AuditJobDeps,
  tenantId: string,
  request: SubmissionAuditRequest,
): Promise<AttemptOutcome> => {
  const lineItems = request.lineItems.map((item) => ({
    description: item.description,
    price: item.price,
    category: orUndefined(item.category),
    type: orUndefined(item.type),
    detail: orUndefined(item.detail),
    justification: orUndefined(item.justification),
  }));
  const program = await deps.catalog.resolve(tenantId, request.programKey, null, claimDateOf({ lineItems }));
  const claim: SubmissionAuditClaim = {
    programKey: program.programKey,
    vendor: request.vendor,
    amount: request.amount,
    lineItems,
    supportingFiles: [...request.supportingFiles],
    links: [...request.links],
  };
  const readings = deps.reader ? await deps.reader.read(claim, program.ruleSet) : undefined;
  const result = auditClaim(claim, program.ruleSet, {
    detailedAnalysis: request.detailedAnalysis,
    strictHandbookRules: request.strictHandbookRules,
    now: deps.now(),
    ...(readings ? { readings } : {}),
  });
  return { resultJson: JSON.stringify(result), fileSha256: null, pages: null };
};
