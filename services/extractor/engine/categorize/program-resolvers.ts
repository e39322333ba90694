import { UnknownProgramError } from '../../../../common/errors';
import type { ProgramCatalog } from '../../../../common/rule-sets';
import type { TenantStore } from '../../../../common/tenants';
import type { RuleSet, RuleSetRegistry } from '../../../../domain/audit';

export type ResolvedRuleSet = Readonly<{ programKey: string; ruleSet: RuleSet }>;

/**
 * Which rule set categorizes a receipt's items. `programKey` null → the tenant's default program,
 * else FL_PEP. An unknown key throws AppError UNKNOWN_PROGRAM. Implemented over the ProgramCatalog
 * in the services (tenant rule sets included) and over the standard rule files in the CLI.
 */
export type ProgramResolver = (tenantId: string | null, programKey: string | null) => Promise<ResolvedRuleSet>;

/** The services' resolver: the tenant's own rule sets and default program, then the standard programs. */
export const catalogProgramResolver =
  (catalog: ProgramCatalog, tenants: Pick<TenantStore, 'getTenant'>): ProgramResolver =>
  async (tenantId, programKey) => {
    // Jobs always carry a tenant; without one only the standard programs apply.
    const tenant = tenantId ?? '';
    const tenantDefault =
      programKey === null && tenantId !== null
        ? ((await tenants.getTenant(tenantId))?.defaultProgramKey ?? null)
        : null;
    return catalog.resolve(tenant, programKey, tenantDefault);
  };

/** The standard rule files only (the command-line tool, the benchmark). */
export const standardProgramResolver =
  (registry: RuleSetRegistry): ProgramResolver =>
  async (_tenantId, programKey) => {
    const resolution = registry.resolve(programKey ?? undefined);
    if (resolution.status === 'resolved') return { programKey: resolution.programKey, ruleSet: resolution.ruleSet };
    // Without a tenant's own rule sets none is invalid: the key is unknown.
    const knownKeys = resolution.status === 'unknown_program' ? resolution.knownKeys : [];
    throw new UnknownProgramError(resolution.programKey, knownKeys);
  };
