import type { ConfidenceLevel, RuleSet, SourceRef } from '../rule-set/schema';
import { keywordForms } from '../text/keyword-matcher';
import { normalizeText } from '../text/normalize';

// One leaf of the three-level taxonomy, with provenance inherited from its type and category.
export interface TaxonomyLeaf {
  id: string;
  categoryId: string;
  category: string;
  typeId: string;
  type: string;
  detail: string;
  keywords: readonly string[];
  source: SourceRef;
  confidence: ConfidenceLevel;
}

export interface TaxonomyIndex {
  leaves: TaxonomyLeaf[];
  // Normalized category names and aliases → category id; also type names → type id, for a
  // claimant who typed a type ("Books") where a category was asked for.
  categoryByName: Map<string, string>;
  typeByName: Map<string, string>;
  // Word → leaves with a keyword that starts with it (plural forms included), so that a line is
  // scored only against leaves that can match it.
  leavesByWord: Map<string, TaxonomyLeaf[]>;
}

function indexWords(keyword: string): string[] {
  const [first, ...rest] = normalizeText(keyword).trim().split(' ');
  if (!first) return [];
  return rest.length > 0 ? [first] : keywordForms(first);
}

function byWord(leaves: readonly TaxonomyLeaf[]): Map<string, TaxonomyLeaf[]> {
  const index = new Map<string, TaxonomyLeaf[]>();
  for (const leaf of leaves) {
    for (const word of new Set(leaf.keywords.flatMap(indexWords))) {
      const list = index.get(word) ?? [];
      list.push(leaf);
      index.set(word, list);
    }
  }
  return index;
}

const cache = new WeakMap<RuleSet, TaxonomyIndex>();

export function taxonomyIndex(ruleSet: RuleSet): TaxonomyIndex {
  const cached = cache.get(ruleSet);
  if (cached) return cached;
  const leaves: TaxonomyLeaf[] = [];
  const categoryByName = new Map<string, string>();
  const typeByName = new Map<string, string>();
  for (const category of ruleSet.taxonomy) {
    for (const name of [category.category, ...(category.aliases ?? [])])
      categoryByName.set(normalizeText(name), category.id);
    for (const type of category.types) {
      for (const name of [type.type, ...(type.aliases ?? [])]) {
        if (!typeByName.has(normalizeText(name))) typeByName.set(normalizeText(name), type.id);
      }
      for (const detail of type.details) {
        leaves.push({
          id: detail.id,
          categoryId: category.id,
          category: category.category,
          typeId: type.id,
          type: type.type,
          detail: detail.detail,
          keywords: detail.keywords,
          source: detail.source ?? type.source ?? category.source,
          confidence: detail.confidence ?? type.confidence ?? category.confidence,
        });
      }
    }
  }
  const built = { leaves, categoryByName, typeByName, leavesByWord: byWord(leaves) };
  cache.set(ruleSet, built);
  return built;
}
