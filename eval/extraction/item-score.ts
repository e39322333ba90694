import type { ExtractedLineItem } from '../../domain/extraction';

/** A labelled line item: what the receipt prints and the line's amount. */
export type LabelItem = Readonly<{ description: string; price: number }>;

/** Counts for one document: predicted rows, labelled rows and the pairs that match one to one. */
export type ItemCounts = Readonly<{ predicted: number; labelled: number; matched: number }>;

export type ItemScore = Readonly<{ precision: number; recall: number; f1: number }>;

/** Case, spaces and punctuation do not count: the upstream labels print "ORGANICPAST" for "ORGANIC PAST". */
export const normaliseDescription = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

const bigrams = (text: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i + 1 < text.length; i += 1) out.push(text.slice(i, i + 2));
  return out;
};

/** Dice coefficient over character bigrams (multiset), 0-1, on normalised descriptions. */
export const descriptionSimilarity = (a: string, b: string): number => {
  const x = normaliseDescription(a);
  const y = normaliseDescription(b);
  if (x === y) return 1;
  const left = bigrams(x);
  const right = bigrams(y);
  if (left.length === 0 || right.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const g of left) counts.set(g, (counts.get(g) ?? 0) + 1);
  let shared = 0;
  for (const g of right) {
    const n = counts.get(g) ?? 0;
    if (n > 0) {
      shared += 1;
      counts.set(g, n - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
};

export const SIMILAR_ENOUGH = 0.5;

const cents = (value: number): number => Math.round(value * 100);

// A labelled price is the printed line amount (Amazon's labels: the unit price with the quantity
// in the description), so a row matches on either its unit price or its line amount.
const pricesOf = (item: ExtractedLineItem): number[] => [cents(item.price), cents(item.price * item.quantity)];

/**
 * How many predicted rows match a labelled row one to one: the price equal to the cent and the
 * descriptions alike (bigram similarity ≥ 0.5). Pairs are taken most alike first.
 */
export const countItemMatches = (
  predicted: readonly ExtractedLineItem[],
  labelled: readonly LabelItem[],
): ItemCounts => {
  const pairs: Array<{ p: number; l: number; similarity: number }> = [];
  predicted.forEach((item, p) => {
    const prices = pricesOf(item);
    labelled.forEach((label, l) => {
      if (!prices.includes(cents(label.price))) return;
      const similarity = descriptionSimilarity(item.description, label.description);
      if (similarity >= SIMILAR_ENOUGH) pairs.push({ p, l, similarity });
    });
  });
  pairs.sort((a, b) => b.similarity - a.similarity || a.p - b.p || a.l - b.l);
  const usedP = new Set<number>();
  const usedL = new Set<number>();
  for (const pair of pairs) {
    if (usedP.has(pair.p) || usedL.has(pair.l)) continue;
    usedP.add(pair.p);
    usedL.add(pair.l);
  }
  return { predicted: predicted.length, labelled: labelled.length, matched: usedP.size };
};

const ratio = (n: number, of: number, empty: number): number => (of === 0 ? empty : n / of);

export const itemScore = (c: ItemCounts): ItemScore => {
  const precision = ratio(c.matched, c.predicted, c.labelled === 0 ? 1 : 0);
  const recall = ratio(c.matched, c.labelled, 1);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
};

/**
 * Pooled (all documents' counts added, so a long order weighs by its rows) and per document (the
 * mean of each labelled document's F1, so many short receipts are not hidden by one long order).
 */
export const summariseItems = (
  documents: readonly ItemCounts[],
): { documents: number; pooled: ItemScore; perDocumentF1: number } => {
  const sum = documents.reduce(
    (s, d) => ({
      predicted: s.predicted + d.predicted,
      labelled: s.labelled + d.labelled,
      matched: s.matched + d.matched,
    }),
    { predicted: 0, labelled: 0, matched: 0 },
  );
  const perDocumentF1 =
    documents.length === 0 ? 0 : documents.reduce((s, d) => s + itemScore(d).f1, 0) / documents.length;
  return { documents: documents.length, pooled: itemScore(sum), perDocumentF1 };
};
