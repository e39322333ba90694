import { PhraseIndex } from './phrase-index';

describe('PhraseIndex', () => {
  const index = new PhraseIndex([
    ['high school diploma', 'hs'],
    ['ged', 'hs'],
    ['school', 'place'],
  ] as const);

  it('finds whole phrases only', () => {
    expect([...index.values(' a high school diploma ')].sort()).toEqual(['hs', 'place']);
    expect([...index.values(' gedanken ')]).toEqual([]);
  });
});
