import type { RuleSet } from '../../../../domain/audit';

export type ResolvedRuleSet = Readonly<{ programKey: string; ruleSet: RuleSet }>;

/**
 * Which rule set categorizes a receipt's items. `programKey` null → the tenant's default program,
 * else FL_PEP. An unknown key throws AppError UNKNOWN_PROGRAM. Implemented over the ProgramCatalog
 * in the services (tenant rule sets included) and over the standard rule files in the CLI.
 */
export type ProgramResolver = (tenantId: string | null, programKey: string | null) => Promise<ResolvedRuleSet>;
