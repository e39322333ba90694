import { normalizeText } from '../text/normalize';
import { readReplacement } from './replacement';

describe('readReplacement', () => {
  it.each([
    'Replacement bike, the old one was stolen',
    'the ipad we got in march 2024 has a cracked screen',
    'he outgrew his skates',
  ])('reads "%s" as a replacement', (text) => {
    expect(readReplacement(normalizeText(text))).toBe(true);
  });

  it('reads a first purchase as none', () => {
    expect(readReplacement(normalizeText('New soccer ball for the fall league'))).toBe(false);
  });
});
