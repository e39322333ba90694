import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuditFlag, AuditOptions, SubmissionAuditClaim } from '../../domain/audit';

// A flag the labeller expects; unspecified fields match anything.
export interface FlagMatcher {
  code: AuditFlag['code'];
  severity?: AuditFlag['severity'];
  lineItemIndex?: number;
  field?: string;
  messageIncludes?: string;
}

export interface LabelledClaim {
  id: string;
  // Why the label is what it is, with the rule's source.
  note: string;
  programKey?: string;
  claim: SubmissionAuditClaim;
  options?: Omit<AuditOptions, 'now'>;
  expected: {
    overallStatus: 'pass' | 'review' | 'fail';
    flags: FlagMatcher[];
    // Codes that must not appear (e.g. CAP_EXCEEDED on a claim inside the margin).
    absentCodes?: AuditFlag['code'][];
  };
}

export interface ClaimFile {
  programKey: string;
  // Audit date used for every claim of the file, inside the rule set's school year.
  now: string;
  claims: LabelledClaim[];
}

export interface LoadedClaim extends LabelledClaim {
  programKey: string;
  program: string;
  now: Date;
}

export function loadClaimSet(claimsDir: string): LoadedClaim[] {
  return readdirSync(claimsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const file = JSON.parse(readFileSync(path.join(claimsDir, name), 'utf8')) as ClaimFile;
      return file.claims.map((claim) => ({
        ...claim,
        programKey: claim.programKey ?? file.programKey,
        program: file.programKey,
        now: new Date(file.now),
      }));
    });
}
