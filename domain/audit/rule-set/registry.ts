import type { RuleSet } from './schema';
import { parseRuleSet } from './parse-rule-set';
import { RuleSetLoadError } from './load-error';
import { chooseEdition } from './edition';

export const DEFAULT_PROGRAM_KEY = 'FL_PEP';

export type ProgramResolution =
  | { status: 'resolved'; programKey: string; ruleSet: RuleSet; origin: 'standard' | 'tenant' }
  | { status: 'invalid_rule_set'; programKey: string; problem: string }
  | { status: 'unknown_program'; programKey: string; knownKeys: string[] };

/** The keys a program answers to: its programKey and its aliases, in any case. */
type ProgramKeys = Pick<RuleSet, 'programKey' | 'aliases'>;

/**
 * A tenant's rule set kept before the standard program it extends changed, that no longer validates.
 * It still answers to its keys: a request for one must not fall through to the standard program silently.
 */
export type InvalidRuleSet = ProgramKeys & Readonly<{ problem: string }>;

export interface ResolveOptions {
  // The calling tenant's own rule sets (already parsed); they win over standard ones for this call.
  tenantRuleSets?: readonly RuleSet[];
  // The calling tenant's rule sets that no longer validate.
  invalidTenantRuleSets?: readonly InvalidRuleSet[];
  // The claim's purchase date (YYYY-MM-DD): the edition of that school year applies when one is held.
  claimDate?: string | undefined;
}

function normalizeKey(key: string): string {
  return key.trim().toUpperCase();
}

function keysOf(ruleSet: ProgramKeys): string[] {
  return [ruleSet.programKey, ...ruleSet.aliases].map(normalizeKey);
}

// Another program that answers to one of this rule set's keys or aliases: resolving that key would pick
// one of the two by school year, silently. Editions of one program (the same programKey) share keys by design.
function clashWith<T extends ProgramKeys>(ruleSet: ProgramKeys, others: readonly T[]): T | undefined {
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
    // The tenant's own version of the program, by any of its keys (an override by the standard program's too),
    // is the one the tenant asked for.
    const invalid = (options.invalidTenantRuleSets ?? []).find(
      (own) =>
        keysOf(own).includes(key) || (standard && normalizeKey(own.programKey) === normalizeKey(standard.programKey)),
    );
    if (invalid) return { status: 'invalid_rule_set', programKey: invalid.programKey, problem: invalid.problem };
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
  clashAmongTenantRuleSets<T extends ProgramKeys>(upload: RuleSet, tenantRuleSets: readonly T[]): T | undefined {
    return clashWith(upload, tenantRuleSets);
  }

  ruleSets(): readonly RuleSet[] {
    return this.standard;
  }
}
