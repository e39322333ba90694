import type { RuleSet } from './schema';
import { RuleSetLoadError } from './load-error';

// What the schema cannot say: ids are unique, sources resolve, taxonomy references exist.

interface Visit {
  node: Record<string, unknown>;
  pointer: string;
  ruleId: string | undefined;
}

function* walk(node: unknown, pointer: string, ruleId: string | undefined): Generator<Visit> {
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const id = typeof record.id === 'string' ? record.id : ruleId;
  if (!Array.isArray(node)) yield { node: record, pointer, ruleId: id };
  for (const [key, child] of Object.entries(record)) {
    if (key === 'sources') continue;
    yield* walk(child, `${pointer}/${key}`, id);
  }
}

function taxonomyIds(ruleSet: RuleSet): string[] {
  return ruleSet.taxonomy.flatMap((c) => [c.id, ...c.types.flatMap((t) => [t.id, ...t.details.map((d) => d.id)])]);
}

export function checkReferences(ruleSet: RuleSet, file: string): void {
  const seen = new Map<string, string>();
  const taxonomy = taxonomyIds(ruleSet);
  for (const { node, pointer, ruleId } of walk(ruleSet, '', undefined)) {
    if (typeof node.id === 'string' && pointer !== '') {
      const earlier = seen.get(node.id);
      if (earlier) throw new RuleSetLoadError(file, pointer, node.id, `duplicate id, first used at ${earlier}`);
      seen.set(node.id, pointer);
    }
    const source = node.source as { ref?: string } | undefined;
    if (source && typeof source.ref === 'string' && !(source.ref in ruleSet.sources)) {
      throw new RuleSetLoadError(
        file,
        `${pointer}/source/ref`,
        ruleId,
        `source "${source.ref}" is not listed in "sources"`,
      );
    }
    const applies = node.appliesTo as { taxonomy?: string[] } | undefined;
    (applies?.taxonomy ?? []).forEach((prefix, i) => {
      if (!taxonomy.some((id) => id === prefix || id.startsWith(`${prefix}.`))) {
        throw new RuleSetLoadError(file, `${pointer}/appliesTo/taxonomy/${i}`, ruleId, `no taxonomy entry "${prefix}"`);
      }
    });
  }
  if (ruleSet.effectiveFrom > ruleSet.effectiveTo) {
    throw new RuleSetLoadError(file, '/effectiveFrom', undefined, 'effectiveFrom is after effectiveTo');
  }
}
