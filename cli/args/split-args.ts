/** A command line taken apart: its one positional argument, the options given a value, the bare flags. */
export type SplitArgs = Readonly<{
  source: string | null;
  values: Readonly<Record<string, string>>;
  flags: ReadonlySet<string>;
}>;

export type ArgSpec = Readonly<{
  /** Options that take the next word as their value. */
  valued: ReadonlySet<string>;
  /** Options that stand alone. */
  flags?: ReadonlySet<string>;
  /** Said after "Unexpected argument '…'" when a second positional argument is given. */
  extraHint?: string;
}>;

/**
 * The operators' tools take one positional argument and named options; each tool then checks the values
 * it understands. Throws with the reason on a missing value, an unknown option or a second positional.
 */
export const splitArgs = (argv: readonly string[], spec: ArgSpec): SplitArgs => {
  let source: string | null = null;
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index]!;
    if (spec.flags?.has(token)) flags.add(token);
    else if (spec.valued.has(token)) {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`Option ${token} needs a value`);
      values[token] = value;
      index += 1;
    } else if (token.startsWith('--')) throw new Error(`Unknown option '${token}'`);
    else if (source === null) source = token;
    else throw new Error(`Unexpected argument '${token}'${spec.extraHint ? ` (${spec.extraHint})` : ''}`);
  }
  return { source, values, flags };
};
