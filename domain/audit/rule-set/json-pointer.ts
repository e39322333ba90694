// Helpers to name "where in the file" a problem is, for RuleSetLoadError messages.

export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

// The id of the innermost object with an `id` on the way to `pointer`: the rule a reader looks for.
export function ruleIdAt(data: unknown, pointer: string): string | undefined {
  let node: unknown = data;
  let found: string | undefined;
  for (const segment of ['', ...pointerSegments(pointer)]) {
    if (segment !== '') {
      if (node === null || typeof node !== 'object') break;
      node = (node as Record<string, unknown>)[segment];
    }
    if (node !== null && typeof node === 'object' && typeof (node as { id?: unknown }).id === 'string') {
      found = (node as { id: string }).id;
    }
  }
  return found;
}
