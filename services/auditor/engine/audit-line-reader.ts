import type { LineReading, RuleSet, SubmissionAuditClaim } from '../../../domain/audit';

/** Reads a claim's lines before the rules run: none (the local engine, the default) or a model. */
export interface AuditLineReader {
  readonly name: string;
  read(claim: SubmissionAuditClaim, ruleSet: RuleSet): Promise<LineReading[]>;
}
