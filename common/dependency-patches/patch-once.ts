/**
 * The project mends a dependency only where its maintainers have not released a fix (each mend says which
 * issue, and which version it was written against). A mend loads the module it changes by path, since
 * the package does not export it, and applies its change once a process however many clients are built.
 * Every mend goes through here, so they are found in one search for `patchOnce`.
 */

/** A package's internal module by its path (`kafkajs/src/network/requestQueue`), or null when that version lays its files out otherwise. */
export const loadInternalModule = (path: string): unknown => {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(path) as unknown;
  } catch {
    return null;
  }
};

/**
 * Applies `mend` to `target` once a process: the target is marked (`receipt-audit.<name>`) and a second
 * call finds the mark and does nothing. A null target (the module was not found) is left alone.
 */
export const patchOnce = <T extends object>(name: string, target: T | null, mend: (target: T) => void): void => {
  const mark = Symbol.for(`receipt-audit.${name}`);
  if (target === null || mark in target) return;
  mend(target);
  Object.defineProperty(target, mark, { value: true });
};
