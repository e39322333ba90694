import type { ExtractedLineItem } from '../../domain/extraction';
import { countItemMatches, descriptionSimilarity, itemScore, summariseItems } from './item-score';

const item = (description: string, price: number, quantity = 1): ExtractedLineItem => ({
  description,
  price,
  quantity,
  salesTax: null,
});

describe('the line-item metric', () => {
  it('compares descriptions after case, spaces and punctuation, by character bigrams', () => {
    expect(descriptionSimilarity('ORGANIC PAST', 'ORGANICPAST')).toBe(1);
    expect(descriptionSimilarity('Org. Pasta Shells', 'ORGANICPASTASHELLS')).toBeGreaterThanOrEqual(0.5);
    expect(descriptionSimilarity('BANANAS', 'PAPER TOWELS')).toBeLessThan(0.5);
  });

  it('matches a row only when the price is the same to the cent and the description is alike, one to one', () => {
    const labelled = [
      { description: 'BANANAS', price: 1.29 },
      { description: 'BANANAS', price: 1.29 },
      { description: 'MILK 2%', price: 3.49 },
    ];
    const predicted = [item('BANANAS', 1.29), item('BANANAS', 1.28), item('MILK 2% GAL', 3.49), item('YouSave', 3.49)];
    expect(countItemMatches(predicted, labelled)).toEqual({ predicted: 4, labelled: 3, matched: 2 });
  });

  it('takes a labelled line amount as the row amount of a quantity, or as the unit price', () => {
    expect(countItemMatches([item('Pencils', 2.5, 2)], [{ description: 'Pencils', price: 5 }]).matched).toBe(1);
    expect(countItemMatches([item('Pencils', 2.5, 2)], [{ description: 'Pencils', price: 2.5 }]).matched).toBe(1);
  });

  it('pools the counts and averages each document’s F1', () => {
    const long = { predicted: 40, labelled: 40, matched: 40 };
    const short = { predicted: 2, labelled: 2, matched: 0 };
    const summary = summariseItems([long, short]);
    expect(summary.pooled.f1).toBeCloseTo(80 / 84);
    expect(summary.perDocumentF1).toBeCloseTo(0.5);
    expect(itemScore({ predicted: 0, labelled: 3, matched: 0 })).toEqual({ precision: 0, recall: 0, f1: 0 });
  });
});
