import type { RuleEdition } from '../types';
import type { RuleSet } from './schema';

// Florida accepts reimbursement requests for about a month after June 30 (programs.md §0.6).
const GRACE_DAYS = 31;

export function ruleEditionOf(ruleSet: RuleSet): RuleEdition {
  return { schoolYear: ruleSet.schoolYear, effectiveFrom: ruleSet.effectiveFrom, effectiveTo: ruleSet.effectiveTo };
}

// Does the edition's school year (plus the submission grace period) cover a YYYY-MM-DD date?
export function editionCovers(ruleSet: RuleSet, date: string): boolean {
  const at = Date.parse(`${date}T12:00:00Z`);
  const from = Date.parse(`${ruleSet.effectiveFrom}T00:00:00Z`);
  const to = Date.parse(`${ruleSet.effectiveTo}T23:59:59Z`) + GRACE_DAYS * 86_400_000;
  return at >= from && at <= to;
}

// The program's most recent edition applies, unless the claim is dated in the school year of
// another edition the rule data holds: then that year's rules apply.
export function chooseEdition(editions: readonly RuleSet[], claimDate: string | undefined): RuleSet | undefined {
  const newestFirst = [...editions].sort((a, b) => b.schoolYear.localeCompare(a.schoolYear));
  const dated = claimDate ? newestFirst.find((edition) => editionCovers(edition, claimDate)) : undefined;
  return dated ?? newestFirst[0];
}
