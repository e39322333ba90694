import { UnknownProgramError } from '../../../../common/errors';
import type { ProgramCatalog } from '../../../../common/rule-sets';
import type { TenantStore } from '../../../../common/tenants';
import type { RuleSetRegistry } from '../../../../domain/audit';
import type { ProgramResolver } from './program-resolver';

/** The services' resolver: the tenant's own rule sets and default program, then the standard programs. */
export const catalogProgramResolver =
  (catalog: ProgramCatalog, tenants: Pick<TenantStore, 'getTenant'>): ProgramResolver =>
  async (tenantId, programKey) => {
    // Jobs always carry a tenant; without one only the standard programs apply.
    const tenant = tenantId ?? '';
    const tenantDefault = programKey === null && tenantId !== null ? ((await tenants.getTenant(tenantId))?.defaultProgramKey ?? null) : null;
    return catalog.resolve(tenant, programKey, tenantDefault);
  };

/** The standard rule files only (the command-line tool, the benchmark). */
export const standardProgramResolver =
  (registry: RuleSetRegistry): ProgramResolver =>
  async (_tenantId, programKey) => {
    const resolution = registry.resolve(programKey ?? undefined);
    if (resolution.status === 'unknown_program') {
      throw new UnknownProgramError(resolution.programKey, resolution.knownKeys);
    }
    return { programKey: resolution.programKey, ruleSet: resolution.ruleSet };
  };
