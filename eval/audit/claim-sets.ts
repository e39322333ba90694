import { existsSync } from 'node:fs';
import path from 'node:path';

// The labelled sets under eval/audit: `claims` was written with the rules; `independent` and
// `independent-v2` from programs.md and the contract only, by someone who never saw the rules or the engine.
export const CLAIM_SETS = [
  { name: 'labelled', dir: 'eval/audit/claims', targetAgreement: 0.95, requireFlagRecall: true },
  { name: 'independent', dir: 'eval/audit/independent', targetAgreement: 0.9, requireFlagRecall: false },
  // Written from programs.md and the audit-status policy only, without the rules or the code (README).
  { name: 'independent-v2', dir: 'eval/audit/independent-v2', targetAgreement: 0.95, requireFlagRecall: false },
] as const;

export function presentSets(root: string) {
  return CLAIM_SETS.filter((set) => existsSync(path.join(root, set.dir)));
}
