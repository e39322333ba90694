export type ProjectionsArgs = Readonly<{
  command: 'rebuild' | 'drop-old';
  /** The projections named, in the table's order. */
  projections: readonly string[];
  dropOld: boolean;
  json: boolean;
}>;

export const projectionsUsage = (
  known: readonly string[],
): string => `Usage: npm run projections:rebuild -- [--projection ${known.join('|')}|all] [--drop-old] [--json]
       node dist/cli/projections/main.js drop-old [--projection ${known.join('|')}|all] [--json]

rebuild   rebuilds each projection (default: all) from the beginning of the topic into fresh collections,
          switches the services to them and keeps the replaced ones as <name>__old<stamp>… (--drop-old drops them).
          The batches projection is switched only while the batch coordinator is stopped (docs/projections.md).
drop-old  drops the collections earlier rebuilds replaced.

Connection settings come from the environment, as for the services (KAFKA_*, SCHEMA_REGISTRY_URL, MONGO_*).`;

/** `rebuild --projection jobs --drop-old` → ProjectionsArgs; throws with the reason on anything else. */
export const parseProjectionsArgs = (argv: readonly string[], known: readonly string[]): ProjectionsArgs => {
  const [command, ...rest] = argv;
  if (command !== 'rebuild' && command !== 'drop-old')
    throw new Error(command === undefined ? 'Name a command: rebuild or drop-old' : `Unknown command '${command}'`);
  let named: string | null = null;
  const flags = new Set<string>();
  for (let index = 0; index < rest.length; index += 1) {
    const token = rest[index]!;
    if (token === '--json' || (token === '--drop-old' && command === 'rebuild')) flags.add(token);
    else if (token === '--projection') {
      const value = rest[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error('Option --projection needs a value');
      if (value !== 'all' && !known.includes(value))
        throw new Error(`Unknown projection '${value}' (known: ${known.join(', ')}, all)`);
      named = value;
      index += 1;
    } else throw new Error(`Unexpected argument '${token}'`);
  }
  return {
    command,
    projections: named === null || named === 'all' ? known : [named],
    dropOld: flags.has('--drop-old'),
    json: flags.has('--json'),
  };
};
