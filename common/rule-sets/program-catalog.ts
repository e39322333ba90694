import { RuleSetInUseError, RuleSetInvalidError, UnknownProgramError, ValidationError } from '../errors';
import { RuleSetLoadError, type InvalidRuleSet, type RuleSet, type RuleSetRegistry } from '../../domain/audit';
import { BoundedMap } from '../cache';
import type { TenantRuleSetRecord, TenantRuleSetStore } from './tenant-rule-set-store';

export type ResolvedProgram = Readonly<{ programKey: string; ruleSet: RuleSet; origin: 'standard' | 'tenant' }>;

/** A tenant's own rule sets: `invalid` are those kept before a standard program they extend changed. */
export type TenantPrograms = Readonly<{ valid: readonly RuleSet[]; invalid: readonly InvalidRuleSet[] }>;

/** A kept file as parsed: its rule set, or why it no longer validates and the aliases it names. */
type ParsedFile = Readonly<{ ruleSet: RuleSet }> | InvalidRuleSet;

// The aliases a file that no longer validates names, read leniently: it still answers to them.
const aliasesIn = (data: unknown): string[] => {
  const aliases = data !== null && typeof data === 'object' && 'aliases' in data ? data.aliases : [];
  return Array.isArray(aliases) ? aliases.filter((alias): alias is string => typeof alias === 'string') : [];
};

/**
 * How many parsed files a catalog keeps. Parsing one costs about 2 ms, and the audit's own caches (its
 * vocabulary, its taxonomy index) are keyed on the parsed object: a rule set parsed afresh for each request
 * made an audit by a tenant's own program cost about 21 ms of CPU instead of 0.8. One kept, with those
 * caches, holds about 0.6 MB for a typical file; a file near the API's 1 MB body limit holds about 2.7 MB,
 * so only files up to MAX_KEPT_FILE_CHARS are kept, bounding the whole at about 50 MB a process.
 */
const MAX_PARSED_FILES = 64;
const MAX_KEPT_FILE_CHARS = 256 * 1024;

// The tenant's own rule sets but the one of `programKey`: what is left beside an upload or a removal of it.
const withoutProgram = (own: TenantPrograms, programKey: string): TenantPrograms => ({
  valid: own.valid.filter((ruleSet) => ruleSet.programKey !== programKey),
  invalid: own.invalid.filter((ruleSet) => ruleSet.programKey !== programKey),
});

/**
 * Which rule set a request uses: the standard programs, overridden or extended by the tenant's own
 * uploads. Shared by the gateway (to refuse an unknown program with 400) and the auditor (to audit).
 */
export class ProgramCatalog {
  // By the file's exact text: the registry is fixed for the catalog's life, so the same text parses the same.
  private readonly parsedFiles = new BoundedMap<string, ParsedFile>(MAX_PARSED_FILES);

  constructor(
    private readonly registry: RuleSetRegistry,
    private readonly tenantRuleSets: TenantRuleSetStore,
  ) {}

  /** The tenant's own rule sets: those that validate, and those that no longer do (kept for the admin to see). */
  async tenantProgramsOf(tenantId: string): Promise<TenantPrograms> {
    const valid: RuleSet[] = [];
    const invalid: InvalidRuleSet[] = [];
    for (const record of await this.tenantRuleSets.list(tenantId)) {
      const parsed = this.parsedFile(record);
      if ('ruleSet' in parsed) valid.push(parsed.ruleSet);
      else invalid.push(parsed);
    }
    return { valid, invalid };
  }

  private parsedFile(record: TenantRuleSetRecord): ParsedFile {
    const kept = this.parsedFiles.get(record.ruleSetJson);
    if (kept !== undefined) return kept;
    const data: unknown = JSON.parse(record.ruleSetJson);
    let parsed: ParsedFile;
    try {
      parsed = { ruleSet: this.registry.parseTenantRuleSet(data, `rule set ${record.programKey}`) };
    } catch (error) {
      if (!(error instanceof RuleSetLoadError)) throw error;
      parsed = { programKey: record.programKey, aliases: aliasesIn(data), problem: error.problem };
    }
    if (record.ruleSetJson.length <= MAX_KEPT_FILE_CHARS) this.parsedFiles.set(record.ruleSetJson, parsed);
    return parsed;
  }

  /**
   * Missing key → the tenant's default program, else FL_PEP. Unknown key → 400 UNKNOWN_PROGRAM; a key of the
   * tenant's rule set that no longer validates → 409 RULE_SET_INVALID.
   * The program's newest edition applies, or the one of `claimDate`'s school year when it is held.
   */
  async resolve(
    tenantId: string,
    programKey: string | null | undefined,
    tenantDefault: string | null,
    claimDate?: string,
  ): Promise<ResolvedProgram> {
    const own = await this.tenantProgramsOf(tenantId);
    const resolution = this.registry.resolve(programKey ?? tenantDefault ?? undefined, {
      tenantRuleSets: own.valid,
      invalidTenantRuleSets: own.invalid,
      claimDate,
    });
    if (resolution.status === 'unknown_program') {
      throw new UnknownProgramError(resolution.programKey, resolution.knownKeys);
    }
    if (resolution.status === 'invalid_rule_set') {
      throw new RuleSetInvalidError(tenantId, resolution.programKey, resolution.problem);
    }
    return { programKey: resolution.programKey, ruleSet: resolution.ruleSet, origin: resolution.origin };
  }

  /** A tenant's default program must be one it can use, standard or its own: 400 UNKNOWN_PROGRAM otherwise. */
  async checkDefaultProgram(tenantId: string, programKey: string | null | undefined): Promise<void> {
    if (programKey) await this.resolve(tenantId, programKey, null);
  }

  /**
   * Removes a tenant's own rule set; false when it has none of that key. Refused (409 RULE_SET_IN_USE)
   * when the tenant's default program would then be unknown: its submissions that name no program
   * would all fail. An override of a standard program may go: the default falls back to the standard one.
   */
  async remove(tenantId: string, programKey: string, tenantDefault: string | null): Promise<boolean> {
    const others = withoutProgram(await this.tenantProgramsOf(tenantId), programKey);
    this.assertDefaultResolves(tenantId, tenantDefault, programKey, others);
    return this.tenantRuleSets.remove(tenantId, programKey);
  }

  /**
   * The tenant's default program must still name a program once its own rule sets are `after`. One that
   * names a rule set no longer valid still does: changing another program takes nothing from it.
   */
  private assertDefaultResolves(
    tenantId: string,
    tenantDefault: string | null,
    programKey: string,
    after: TenantPrograms,
  ): void {
    if (tenantDefault === null) return;
    const resolution = this.registry.resolve(tenantDefault, {
      tenantRuleSets: after.valid,
      invalidTenantRuleSets: after.invalid,
    });
    if (resolution.status === 'unknown_program') throw new RuleSetInUseError(tenantId, programKey, tenantDefault);
  }

  /**
   * Validates an upload exactly as start-up validates the standard files, then keeps it, replacing the
   * tenant's rule set of the same programKey. Refused when it shares a key with another of the tenant's
   * programs, or when, replacing one, it drops the alias the tenant's default program names (409).
   */
  async upload(tenantId: string, data: unknown, now: Date, tenantDefault: string | null): Promise<RuleSet> {
    let ruleSet: RuleSet;
    try {
      ruleSet = this.registry.parseTenantRuleSet(data, `uploaded rule set`);
    } catch (error) {
      throw new ValidationError(error instanceof Error ? error.message : String(error), { cause: error });
    }
    const others = withoutProgram(await this.tenantProgramsOf(tenantId), ruleSet.programKey);
    const clash = this.registry.clashAmongTenantRuleSets(ruleSet, [...others.valid, ...others.invalid]);
    if (clash !== undefined)
      throw new ValidationError(
        `programKey and aliases: '${ruleSet.programKey}' shares a key or alias with this tenant's rule set '${clash.programKey}' (keys ignore case); remove that one or change its aliases first`,
      );
    const after = { valid: [...others.valid, ruleSet], invalid: others.invalid };
    this.assertDefaultResolves(tenantId, tenantDefault, ruleSet.programKey, after);
    await this.tenantRuleSets.put({
      tenantId,
      programKey: ruleSet.programKey,
      ruleSetJson: JSON.stringify(data),
      updatedAt: now.toISOString(),
    });
    return ruleSet;
  }
}
