import { DependencyUnavailableError, ValidationError } from '../../common/errors';
import type { ProgramCatalog } from '../../common/rule-sets';
import type { AlterationSignal, PossibleDuplicate } from '../../contracts';
import { receiptFlags } from '../../domain/duplicates';
import { auditClaim, claimDateOf, type SubmissionAuditClaim } from '../../domain/audit';
import type { SubmissionAuditRequest } from '../../domain/jobs';
import type { AttemptOutcome } from '../worker-kit';
import type { AuditLineReader } from './engine/audit-line-reader';

/** What the extraction of a receipt found, as the fingerprints read model keeps it from the extraction's own event. */
export interface ReceiptSignals {
  get(jobId: string): Promise<Readonly<{
    tenantId: string;
    possibleDuplicate: PossibleDuplicate | null;
    alterationSignals: readonly AlterationSignal[];
  }> | null>;
}

/**
 * `reader`: a model reading the lines first (AUDIT_ENGINE=openai); without it the rules alone decide.
 * `receipts`: the signals of the claim's receipt, where the claim names its extraction job.
 */
export type AuditJobDeps = Readonly<{
  catalog: ProgramCatalog;
  now: () => Date;
  reader?: AuditLineReader;
  receipts?: ReceiptSignals;
}>;

/**
 * The claim's receipt's signals, as its extraction recorded them. Not there yet (the read model trails
 * the extraction's completion by a moment, or the extraction still runs): tried again later, never read
 * as "no duplicate". Another tenant's job is not this claim's receipt.
 */
const receiptSignalsOf = async (deps: AuditJobDeps, tenantId: string, receiptJobId: string | null) => {
  if (receiptJobId === null || deps.receipts === undefined) return null;
  const entry = await deps.receipts.get(receiptJobId);
  if (entry !== null && entry.tenantId !== tenantId)
    throw new ValidationError(`receiptJobId ${receiptJobId} is not a receipt of this tenant`);
  if (entry === null)
    throw new DependencyUnavailableError(
      `the receipt ${receiptJobId} has no completed extraction yet; the audit is tried again`,
    );
  return entry;
};

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
  const receipt = await receiptSignalsOf(deps, tenantId, request.receiptJobId);
  const readings = deps.reader ? await deps.reader.read(claim, program.ruleSet) : undefined;
  const result = auditClaim(claim, program.ruleSet, {
    detailedAnalysis: request.detailedAnalysis,
    strictHandbookRules: request.strictHandbookRules,
    now: deps.now(),
    ...(readings ? { readings } : {}),
    ...(receipt ? { receiptFlags: receiptFlags(receipt.possibleDuplicate, receipt.alterationSignals) } : {}),
  });
  const withReceipt = receipt
    ? { ...result, possibleDuplicate: receipt.possibleDuplicate, alterationSignals: [...receipt.alterationSignals] }
    : result;
  return { resultJson: JSON.stringify(withReceipt), fileSha256: null, pages: null };
};
