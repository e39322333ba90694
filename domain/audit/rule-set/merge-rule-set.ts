import type { RuleSet, RuleSetPatch } from './schema';

type RuleList =
  | 'receiptRequirements'
  | 'taxonomy'
  | 'prohibited'
  | 'caps'
  | 'frequencyLimits'
  | 'preApproval'
  | 'documents'
  | 'claimStructure'
  | 'reviews';
const RULE_LISTS: readonly RuleList[] = [
  'receiptRequirements',
  'taxonomy',
  'prohibited',
  'caps',
  'frequencyLimits',
  'preApproval',
  'documents',
  'claimStructure',
  'reviews',
];

// A patch entry with a base entry's id replaces it; new ids are appended; removeRules drops.
function mergeById<T extends { id: string }>(
  base: readonly T[],
  patch: readonly T[] | undefined,
  remove: ReadonlySet<string>,
): T[] {
  const byId = new Map(base.map((rule) => [rule.id, rule] as const));
  for (const rule of patch ?? []) byId.set(rule.id, rule);
  return [...byId.values()].filter((rule) => !remove.has(rule.id));
}

export function mergeRuleSet(base: RuleSet, patch: RuleSetPatch): RuleSet {
  const remove = new Set(patch.removeRules ?? []);
  const { extends: _base, removeRules: _remove, ...own } = patch;
  const merged: RuleSet = {
    ...base,
    ...own,
    // A new program built on a standard one must not take over the standard one's aliases.
    aliases: own.aliases ?? (own.programKey === base.programKey ? base.aliases : []),
    sources: { ...base.sources, ...own.sources },
  };
  for (const list of RULE_LISTS) {
    (merged as Record<RuleList, unknown>)[list] = mergeById(
      base[list] as { id: string }[],
      own[list] as { id: string }[] | undefined,
      remove,
    );
  }
  return merged;
}
