import { normalizeText } from '../text/normalize';
import { readKinds } from './kinds';
import table from './kinds.json';

describe("readKinds (brands and parents' words → kinds, from kinds.json)", () => {
  it.each([
    ['Nintendo Switch OLED', 'game console'],
    ['iPad Air 11-inch M2', 'tablet'],
    ['Kindle Paperwhite Kids', 'e reader'],
    ['Disney World tickets (2 day)', 'theme park'],
    ['Hisense 65" ULED', 'tv'],
    ['Gel blaster with orbeez', 'toy gun'],
    ["Charlotte's Web (pb)", 'book'],
  ])('reads "%s" as a %s', (text, kind) => {
    expect(readKinds(normalizeText(text))).toContain(kind);
  });

  it('reads nothing from words that name no kind', () => {
    expect(readKinds(normalizeText('Composition notebook'))).toEqual([]);
  });

  it('is data: every kind has terms, and no term belongs to two kinds', () => {
    const terms = Object.values(table as Record<string, string[]>).flat();
    expect(Object.values(table).every((list) => list.length > 0)).toBe(true);
    expect(new Set(terms).size).toBe(terms.length);
  });
});
