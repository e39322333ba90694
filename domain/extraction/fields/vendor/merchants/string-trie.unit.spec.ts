import { StringTrie } from './string-trie';

const found = (trie: StringTrie<string>, text: string, from: number, minLength?: number, backwards?: boolean) => {
  const values: string[] = [];
  trie.walk(text, from, (list) => values.push(...list), minLength, backwards);
  return values;
};

describe('a trie of listed strings', () => {
  const trie = new StringTrie<string>();
  for (const text of ['CO', 'COST', 'COSTCO', 'TARGET']) trie.add(text, text);
  trie.add('COST', 'COST again');

  it('finds every listed string the text holds from a place on, shortest first, each value of a string listed twice', () => {
    expect(found(trie, 'XCOSTCOWHOLESALE', 1)).toEqual(['CO', 'COST', 'COST again', 'COSTCO']);
    expect(found(trie, 'XCOSTCOWHOLESALE', 0)).toEqual([]);
    expect(found(trie, 'TARGE', 0)).toEqual([]);
  });

  it('leaves out strings shorter than asked, and stops at the end of the text', () => {
    expect(found(trie, 'COSTC', 0, 3)).toEqual(['COST', 'COST again']);
    expect(found(trie, 'CO', 5)).toEqual([]);
  });

  it('finds every listed string the text holds anywhere, place by place', () => {
    const values: string[] = [];
    trie.within('XCOSTCO TARGET', (list) => values.push(...list));
    expect(values).toEqual(['CO', 'COST', 'COST again', 'COSTCO', 'CO', 'TARGET']);
  });

  it('reads backwards from a place, for strings listed backwards', () => {
    const reversed = new StringTrie<string>();
    reversed.add('TEGRAT', 'TARGET');
    expect(found(reversed, 'SUPERTARGET', 10, 1, true)).toEqual(['TARGET']);
    expect(found(reversed, 'SUPERTARGETX', 11, 1, true)).toEqual([]);
  });
});
