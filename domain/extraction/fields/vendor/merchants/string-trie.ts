/**
 * Strings and what each stands for, in a tree of their letters: every listed string that starts at a
 * place in a text is found by one walk along the text, with no substring cut out of it. A lookup of
 * each of the text's substrings of each listed length found the same, at a dozen cuts a letter.
 */
type Node<V> = { next: Map<number, Node<V>>; values: V[] | null };

const newNode = <V>(): Node<V> => ({ next: new Map(), values: null });

export class StringTrie<V> {
  private readonly root: Node<V> = newNode();

  add(text: string, value: V): void {
    let node = this.root;
    for (let at = 0; at < text.length; at += 1) {
      const code = text.charCodeAt(at);
      let next = node.next.get(code);
      if (next === undefined) {
        next = newNode();
        node.next.set(code, next);
      }
      node = next;
    }
    (node.values ??= []).push(value);
  }

  /**
   * Calls `found` with the values of every listed string of `minLength` letters or more that `text`
   * holds from `from` on, read forwards, or backwards to `from` when `backwards` (a string listed
   * backwards is then found at the text's end).
   */
  walk(text: string, from: number, found: (values: readonly V[]) => void, minLength = 1, backwards = false): void {
    let node: Node<V> | undefined = this.root;
    const step = backwards ? -1 : 1;
    for (let at = from, length = 1; at >= 0 && at < text.length; at += step, length += 1) {
      node = node.next.get(text.charCodeAt(at));
      if (node === undefined) return;
      if (node.values !== null && length >= minLength) found(node.values);
    }
  }

  /** Calls `found` with the values of every listed string `text` holds anywhere, place by place. */
  within(text: string, found: (values: readonly V[]) => void): void {
    for (let at = 0; at < text.length; at += 1) this.walk(text, at, found);
  }
}
