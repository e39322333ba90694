import { readLineFacts, type LineFacts } from '../attributes/line-facts';
import { readItemKind, type LineKind, type Medium } from '../lexicon/item-kind';
import { readLineText } from '../lexicon/line-text';
import type { RuleSet } from '../rule-set/schema';
import { findKeywords } from '../text/keyword-matcher';
import { normalizeText } from '../text/normalize';
import { taxonomyIndex, type TaxonomyIndex, type TaxonomyLeaf } from './taxonomy-index';

export interface LineInput {
  description: string;
  category?: string | undefined;
  type?: string | undefined;
  detail?: string | undefined;
  vendor?: string | undefined;
  justification?: string | undefined;
  // Kinds and a taxonomy leaf a model read (domain/audit/line-reading.ts).
  modelKinds?: readonly string[] | undefined;
  modelTaxonomyId?: string | null | undefined;
}

// Where a line item sits in the program's taxonomy, and how sure we are of it.
export interface ClassifiedLine {
  text: string;
  leaf: TaxonomyLeaf | null;
  // Most specific taxonomy id known: the leaf's, else the type's or category's the claimant named.
  taxonomyId: string | null;
  category: string | null;
  type: string | null;
  detail: string | null;
  confidence: number;
  inferred: boolean;
  ambiguous: boolean;
  // The claimant named a category this program's taxonomy does not have.
  categoryNotInProgram: boolean;
  matchedKeywords: string[];
  // Normalized category/type/detail names the claimant typed, for rules keyed on names.
  givenNames: string[];
  // Kinds the description's words name ("Nintendo Switch" → game console), from the lexicon.
  kinds: string[];
  // What the line is (a titled work, a service, goods), decided before any rule applies.
  lineKind: LineKind;
  medium: Medium | null;
  // The description reads like a title that nothing confirms: a prohibition it seems to meet is uncertain.
  uncertainTitle: string | null;
  // Sizes, credentials, places, payment, ... read from all the line's fields.
  facts: LineFacts;
}

interface Scored {
  leaf: TaxonomyLeaf;
  score: number;
  keywords: string[];
}

// Leaves sharing at least one word with the line or the vendor, in taxonomy order.
function candidates(index: TaxonomyIndex, within: readonly TaxonomyLeaf[], ...texts: string[]): TaxonomyLeaf[] {
  const found = new Set<TaxonomyLeaf>();
  for (const text of texts)
    for (const word of text.trim().split(' ')) for (const leaf of index.leavesByWord.get(word) ?? []) found.add(leaf);
  return within.filter((leaf) => found.has(leaf));
}

function score(leaves: readonly TaxonomyLeaf[], text: string, vendorText: string): Scored[] {
  const scored: Scored[] = [];
  for (const leaf of leaves) {
    const hits = findKeywords(text, leaf.keywords);
    // The vendor's name only tips a choice ("Disney" selling a "1-day ticket"); it is weaker evidence.
    const vendorHits = findKeywords(vendorText, leaf.keywords);
    const total = hits.reduce((s, h) => s + h.words, 0) + vendorHits.reduce((s, h) => s + h.words, 0) * 0.5;
    if (total > 0) scored.push({ leaf, score: total, keywords: hits.map((h) => h.keyword) });
  }
  return scored.sort((a, b) => b.score - a.score);
}

function inferredConfidence(best: Scored, runnerUp: Scored | undefined): { confidence: number; ambiguous: boolean } {
  const base = best.score >= 3 ? 90 : best.score >= 2 ? 85 : best.score >= 1 ? 72 : 55;
  if (!runnerUp) return { confidence: base, ambiguous: false };
  if (runnerUp.score >= best.score) return { confidence: base - 30, ambiguous: true };
  return { confidence: base - 10, ambiguous: false };
}

const TITLE_LEAF_WORDS: Record<Medium, readonly string[]> = {
  ebook: ['ebook', 'audiobook', 'book'],
  audiobook: ['audiobook', 'ebook', 'book'],
  print: ['book', 'textbook', 'workbook'],
};
const CURRICULUM_WORDS = ['curriculum', 'teacher manual', 'teachers guide', 'teacher guide', 'answer key'];

// A titled work sits in a books, digital-media or curriculum leaf, whatever words its title has.
function titleLeaf(leaves: readonly TaxonomyLeaf[], medium: Medium, text: string): TaxonomyLeaf | undefined {
  if (findKeywords(text, CURRICULUM_WORDS).length > 0) {
    const curriculum = leaves.find((leaf) => leaf.keywords.includes('curriculum'));
    if (curriculum) return curriculum;
  }
  for (const word of TITLE_LEAF_WORDS[medium]) {
    const leaf = leaves.find((l) => l.keywords.includes(word));
    if (leaf) return leaf;
  }
  return undefined;
}

export function classifyLine(input: LineInput, ruleSet: RuleSet): ClassifiedLine {
  const index = taxonomyIndex(ruleSet);
  const read = readLineText(input.description, ruleSet);
  const itemKind = readItemKind(input.description, read.kinds);
  const asKind = { lineKind: itemKind.kind, medium: itemKind.medium, uncertainTitle: itemKind.uncertainTitle };
  const extra = (input.modelKinds ?? [])
    .map((kind) => normalizeText(kind).trim())
    .filter((kind) => kind !== '' && !read.text.includes(` ${kind} `));
  const text = extra.length === 0 ? read.text : `${read.text}${extra.join(' ')} `;
  const kinds = [...read.kinds, ...extra];
  const facts = readLineFacts(input);
  const vendorText = normalizeText(input.vendor);
  const given = [input.category, input.type, input.detail].filter((s): s is string => !!s && s.trim() !== '');
  const givenNames = given.map(normalizeText);

  const categoryName = input.category ? normalizeText(input.category) : undefined;
  const typeName = input.type ? normalizeText(input.type) : undefined;
  const givenCategoryId = categoryName ? index.categoryByName.get(categoryName) : undefined;
  const givenTypeId =
    (typeName ? index.typeByName.get(typeName) : undefined) ??
    (categoryName && !givenCategoryId ? index.typeByName.get(categoryName) : undefined);
  const scope = givenTypeId
    ? index.leaves.filter((l) => l.typeId === givenTypeId)
    : givenCategoryId
      ? index.leaves.filter((l) => l.categoryId === givenCategoryId)
      : undefined;

  const titled = itemKind.kind === 'titled_work' && itemKind.medium ? itemKind.medium : null;
  if (scope && scope.length > 0) {
    const byTitle = titled ? titleLeaf(scope, titled, text) : undefined;
    const [best] = byTitle
      ? [{ leaf: byTitle, score: 1, keywords: findKeywords(text, byTitle.keywords).map((hit) => hit.keyword) }]
      : score(candidates(index, scope, text, vendorText), text, vendorText);
    // A named type or a one-leaf category fixes the leaf even when no keyword confirms it.
    const leaf = best?.leaf ?? (scope.length === 1 ? (scope[0] ?? null) : null);
    const first = scope[0] as TaxonomyLeaf;
    return {
      text,
      leaf,
      taxonomyId: leaf?.id ?? givenTypeId ?? givenCategoryId ?? null,
      category: leaf?.category ?? first.category,
      type: leaf?.type ?? (givenTypeId ? first.type : (input.type ?? null)),
      detail: best ? best.leaf.detail : (input.detail ?? null),
      confidence: best ? 95 : 80,
      inferred: false,
      ambiguous: false,
      categoryNotInProgram: false,
      matchedKeywords: best?.keywords ?? [],
      givenNames,
      kinds,
      ...asKind,
      facts,
    };
  }

  const byTitle = titled ? titleLeaf(index.leaves, titled, text) : undefined;
  const ranked = byTitle
    ? [{ leaf: byTitle, score: 3, keywords: findKeywords(text, byTitle.keywords).map((hit) => hit.keyword) }]
    : score(candidates(index, index.leaves, text, vendorText), text, vendorText);
  const modelLeaf = index.leaves.find((leaf) => leaf.id === input.modelTaxonomyId);
  // The model's leaf only fills a gap the keywords left.
  const best = ranked[0] ?? (modelLeaf ? { leaf: modelLeaf, score: 1, keywords: [] } : undefined);
  const categoryNotInProgram = given.length > 0;
  if (!best) {
    return {
      text,
      leaf: null,
      taxonomyId: null,
      category: input.category ?? null,
      type: input.type ?? null,
      detail: input.detail ?? null,
      confidence: 25,
      inferred: !input.category,
      ambiguous: false,
      categoryNotInProgram,
      matchedKeywords: [],
      givenNames,
      kinds,
      ...asKind,
      facts,
    };
  }
  const runnerUp = ranked.find((s) => s.leaf.categoryId !== best.leaf.categoryId);
  const { confidence, ambiguous } = inferredConfidence(best, runnerUp);
  return {
    text,
    leaf: best.leaf,
    taxonomyId: best.leaf.id,
    category: best.leaf.category,
    type: best.leaf.type,
    detail: best.leaf.detail,
    confidence,
    inferred: true,
    ambiguous,
    categoryNotInProgram,
    matchedKeywords: best.keywords,
    givenNames,
    kinds,
    ...asKind,
    facts,
  };
}
