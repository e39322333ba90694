// Shared by the rule-set specs (not itself a test file).
import { rulesDir } from '../paths';
import { loadStandardRuleSets } from '../../domain/audit';
import { InMemoryTenantRuleSetStore } from './in-memory-tenant-rule-set-store';
import { ProgramCatalog } from './program-catalog';

/**
 * A catalog over the standard programs whose store holds one rule set of `tenantId`, kept before the
 * standard program it extends was retired: it no longer validates.
 */
export const catalogWithStaleRuleSet = async (tenantId: string, programKey: string, aliases: string[] = []) => {
  const store = new InMemoryTenantRuleSetStore();
  await store.put({
    tenantId,
    programKey,
    ruleSetJson: JSON.stringify({ programKey, extends: 'RETIRED_PROGRAM', aliases }),
    updatedAt: '2026-12-01T00:00:00.000Z',
  });
  return { store, catalog: new ProgramCatalog(loadStandardRuleSets(rulesDir), store) };
};
