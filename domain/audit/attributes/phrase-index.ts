// The readers of one line look at the same text one after another: its words are split once.
let lastText = '';
let lastWords: ReadonlySet<string> = new Set();
function wordsOf(text: string): ReadonlySet<string> {
  if (text !== lastText) [lastText, lastWords] = [text, new Set(text.trim().split(' '))];
  return lastWords;
}

// Phrases looked up by their first word, so a line is compared only with the phrases that can occur in it.
export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, { needle: string; value: T }[]>();

  // `phrases` are normalized (lower-case words, single spaces).
  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, value] of entries) {
      const first = phrase.split(' ')[0] as string;
      const list = this.byFirst.get(first) ?? [];
      list.push({ needle: ` ${phrase} `, value });
      this.byFirst.set(first, list);
    }
  }

  // Every (needle, value) whose phrase is in `text` (normalized, padded with spaces).
  matches(text: string): { needle: string; value: T }[] {
    const found: { needle: string; value: T }[] = [];
    for (const word of wordsOf(text))
      for (const entry of this.byFirst.get(word) ?? []) if (text.includes(entry.needle)) found.push(entry);
    return found;
  }

  values(text: string): Set<T> {
    return new Set(this.matches(text).map((m) => m.value));
  }
}

export function phraseIndex<K extends string>(table: Readonly<Record<K, readonly string[]>>): PhraseIndex<K> {
  return new PhraseIndex(
    (Object.entries(table) as [K, string[]][]).flatMap(([key, phrases]) => phrases.map((p) => [p, key] as const)),
  );
}
