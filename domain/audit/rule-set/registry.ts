import type { RuleSet } from './schema';
import { parseRuleSet } from './parse-rule-set';
import { RuleSetLoadError } from './load-error';
import { chooseEdition } from './edition';

export const DEFAULT_PROGRAM_KEY = 'FL_PEP';

export type ProgramResolution =
  | { status: 'resolved'; programKey: string; ruleSet: RuleSet; origin: 'standard' | 'tenant' }
  | { status: 'unknown_program'; programKey: string; knownKeys: string[] };

export interface ResolveOptions {
  // The calling tenant's own rule sets (already parsed); they win over standard ones for this call.
  tenantRuleSets?: readonly RuleSet[];
  // The claim's purchase date (YYYY-MM-DD): the edition of that school year applies when one is held.
  claimDate?: string | undefined;
}

function normalizeKey(key: string): string {
  return key.trim().toUpperCase();
}

function keysOf(ruleSet: RuleSet): string[] {
  return [ruleSet.programKey, ...ruleSet.aliases].map(normalizeKey);
}

// Another program that answers to one of this rule set's keys or aliases: resolving that key would pick
// one of the two by school year, silently. Editions of one program (the same programKey) share keys by design.
function clashWith(ruleSet: RuleSet, others: readonly RuleSet[]): RuleSet | undefined {
  const keys = keysOf(ruleSet);
  return others.find(
    (other) => other.programKey !== ruleSet.programKey && keysOf(other).some((key) => keys.includes(key)),
  );
}

// Several school years (editions) of one program may be held under its keys.
function index(ruleSets: readonly RuleSet[]): Map<string, RuleSet[]> {
  const byKey = new Map<string, RuleSet[]>();
  for (const ruleSet of ruleSets) {
    for (const key of keysOf(ruleSet)) byKey.set(key, [...(byKey.get(key) ?? []), ruleSet]);
  }
  return byKey;
}

export class RuleSetRegistry {
  private readonly byKey: Map<string, RuleSet[]>;

  constructor(private readonly standard: readonly RuleSet[]) {
    for (const ruleSet of standard) {
      const clash = clashWith(ruleSet, standard);
      if (clash) {
        throw new RuleSetLoadError(
          ruleSet.programKey,
          '/aliases',
          undefined,
          `key or alias also used by ${clash.programKey}`,
        );
      }
    }
    this.byKey = index(standard);
  }

  // Missing key → FL_PEP (api-decisions); the caller substitutes a tenant default before this.
  resolve(programKey: string | undefined, options: ResolveOptions = {}): ProgramResolution {
    const key = normalizeKey(programKey ?? DEFAULT_PROGRAM_KEY);
    const tenant = chooseEdition(index(options.tenantRuleSets ?? []).get(key) ?? [], options.claimDate);
    if (tenant) return { status: 'resolved', programKey: tenant.programKey, ruleSet: tenant, origin: 'tenant' };
    const standard = chooseEdition(this.byKey.get(key) ?? [], options.claimDate);
    if (standard) return { status: 'resolved', programKey: standard.programKey, ruleSet: standard, origin: 'standard' };
    const knownKeys = [...new Set([...this.byKey.keys(), ...(options.tenantRuleSets ?? []).flatMap(keysOf)])].sort();
    return { status: 'unknown_program', programKey: programKey ?? DEFAULT_PROGRAM_KEY, knownKeys };
  }

  // Validates a tenant-uploaded file the same way as a standard one; `extends` resolves here.
  parseTenantRuleSet(data: unknown, origin: string): RuleSet {
    return parseRuleSet(data, origin, (key) => chooseEdition(this.byKey.get(normalizeKey(key)) ?? [], undefined));
  }

  // One of a tenant's own rule sets whose key or alias an upload would share: the upload is refused, as a
  // standard file that clashed would be at start-up. An upload replaces the one of its own programKey.
  clashAmongTenantRuleSets(upload: RuleSet, tenantRuleSets: readonly RuleSet[]): RuleSet | undefined {
    return clashWith(upload, tenantRuleSets);
  }

  ruleSets(): readonly RuleSet[] {
    return this.standard;
  }
}
