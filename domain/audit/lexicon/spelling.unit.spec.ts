import { normalizeText } from '../text/normalize';
import { editDistance } from './edit-distance';
import { buildVocabulary, correctSpelling } from './spelling';

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('swtich', 'switch', 2)).toBe(1);
    expect(editDistance('nintedo', 'nintendo', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('stops once the bound is passed', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });
});

describe('correctSpelling', () => {
  const vocabulary = buildVocabulary(['nintendo switch', 'playstation', 'calculator', 'table', 'tablet', 'telescope']);
  const correct = (text: string) => correctSpelling(normalizeText(text), vocabulary).trim();

  it('corrects a typo of a known word, in lower case', () => {
    expect(correct('Nintedo Swtich')).toBe('nintendo switch');
    expect(correct('PLAYSTATON 5')).toBe('playstation 5');
    expect(correct('graphing calculater')).toBe('graphing calculator');
  });

  it('leaves short words, known words and words with no single close match alone', () => {
    expect(correct('cable')).toBe('cable');
    expect(correct('tablets')).toBe('tablets');
    expect(correct('microscope')).toBe('microscope');
  });
});
