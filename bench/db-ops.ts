import {
  BSON,
  type CommandFailedEvent,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type MongoClient,
} from 'mongodb';

/**
 * One row of the tally: the commands sent for one collection and kind, the documents they carried, and
 * the bytes sent (each command's BSON: what the driver serialises and the socket carries), and the sum of
 * their round trips (the server's work, and on a busy machine its wait for a core).
 */
export type DbOpsRow = Readonly<{
  collection: string;
  kind: string;
  commands: number;
  documents: number;
  bytes: number;
  ms: number;
}>;

// The commands that name their collection under their own name, and the array that holds their documents.
const DOCUMENTS: Readonly<Record<string, string | null>> = {
  insert: 'documents',
  update: 'updates',
  delete: 'deletes',
  find: null,
  findAndModify: null,
  aggregate: null,
  count: null,
  distinct: null,
  createIndexes: 'indexes',
};

/**
 * Counts the commands the driver sends (the client must be opened with `monitorCommands`), by collection
 * and kind, from `start()` until `stop()`: a bulk write is one command carrying several documents.
 */
export const countDbOps = (client: MongoClient) => {
  const rows = new Map<string, { -readonly [K in keyof DbOpsRow]: DbOpsRow[K] }>();
  const rowOfRequest = new Map<number, string>();
  let counting = false;
  const onCommand = (event: CommandStartedEvent) => {
    if (!counting) return;
    const kind = event.commandName;
    const command = event.command as Record<string, unknown>;
    const collection =
      kind === 'getMore'
        ? String(command.collection)
        : kind in DOCUMENTS
          ? String(command[kind])
          : kind === 'bulkWrite'
            ? 'bulkWrite'
            : '-';
    const field = DOCUMENTS[kind];
    const carried =
      field === undefined || field === null ? 1 : ((command[field] as unknown[] | undefined)?.length ?? 1);
    const key = `${collection} ${kind}`;
    const row = rows.get(key) ?? { collection, kind, commands: 0, documents: 0, bytes: 0, ms: 0 };
    row.commands += 1;
    row.documents += carried;
    row.bytes += BSON.calculateObjectSize(command);
    rows.set(key, row);
    rowOfRequest.set(event.requestId, key);
  };
  const onEnd = (event: CommandSucceededEvent | CommandFailedEvent) => {
    const key = rowOfRequest.get(event.requestId);
    if (key === undefined) return;
    rowOfRequest.delete(event.requestId);
    rows.get(key)!.ms += event.duration;
  };
  client.on('commandStarted', onCommand);
  client.on('commandSucceeded', onEnd);
  client.on('commandFailed', onEnd);
  return {
    start: () => {
      counting = true;
    },
    stop: (): DbOpsRow[] => {
      counting = false;
      client.off('commandStarted', onCommand);
      client.off('commandSucceeded', onEnd);
      client.off('commandFailed', onEnd);
      return [...rows.values()].sort((a, b) => b.commands - a.commands);
    },
  };
};
