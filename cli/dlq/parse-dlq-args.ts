import { ValidationError } from '../../common/errors';

export type DlqCommand =
  | Readonly<{ command: 'help' }>
  | Readonly<{ command: 'list'; json: boolean; limit: number | null }>
  | Readonly<{ command: 'replay'; all: true } | { command: 'replay'; all: false; ids: readonly string[] }>;

export const USAGE = `Usage:
  npm run dlq:list -- [--json] [--limit N]        the dead letters, oldest first (the last N with --limit)
  npm run dlq:replay -- <id> [<id>...]            publish these dead letters' messages to their topics again
  npm run dlq:replay -- --all                     every dead letter not replayed yet

Connection settings come from the environment (KAFKA_BROKERS, KAFKA_TOPIC_PREFIX), as for the services.`;

/** A usage error says what is wrong; the caller prints it with USAGE and exits with 2. */
export const parseDlqArgs = (argv: readonly string[]): DlqCommand => {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help') return { command: 'help' };
  if (command === 'list') return parseList(rest);
  if (command === 'replay') return parseReplay(rest);
  throw new ValidationError(`Unknown command '${command}'`);
};

const parseList = (rest: readonly string[]): DlqCommand => {
  let json = false;
  let limit: number | null = null;
  for (let index = 0; index < rest.length; index += 1) {
    const token = rest[index]!;
    if (token === '--json') json = true;
    else if (token === '--limit') {
      const value = rest[(index += 1)];
      if (value === undefined || !/^[1-9]\d*$/.test(value))
        throw new ValidationError('--limit needs a positive whole number');
      limit = Number(value);
    } else throw new ValidationError(`Unexpected argument '${token}'`);
  }
  return { command: 'list', json, limit };
};

const parseReplay = (rest: readonly string[]): DlqCommand => {
  const all = rest.includes('--all');
  const ids = rest.filter((token) => token !== '--all');
  const unknownOption = ids.find((token) => token.startsWith('-'));
  if (unknownOption !== undefined) throw new ValidationError(`Unexpected option '${unknownOption}'`);
  if (all && ids.length > 0) throw new ValidationError('Give either dead-letter ids or --all, not both');
  if (all) return { command: 'replay', all: true };
  if (ids.length === 0)
    throw new ValidationError('Name the dead letters to replay (ids as `list` prints them) or --all');
  const malformed = ids.find((id) => !/^\d+-\d+$/.test(id));
  if (malformed !== undefined)
    throw new ValidationError(`'${malformed}' is not a dead-letter id (<partition>-<offset>, as \`list\` prints them)`);
  return { command: 'replay', all: false, ids: [...new Set(ids)] };
};
