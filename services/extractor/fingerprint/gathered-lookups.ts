import type { ListedReceipt } from '../../../domain/duplicates';
import type { FingerprintLookup } from './look-up-duplicate';

type Listed = ReadonlyMap<string, readonly ListedReceipt[]>;
type Waiting = { keys: readonly string[]; resolve: (listed: Listed) => void; reject: (error: unknown) => void };
/** The lookups waiting for the next read of one tenant's keys; a line exists while its reads are in flight. */
type Line = { tenantId: string; earliest: number | undefined; waiting: Waiting[] };

/**
 * The lookups of receipts read at the same time, one read at a time per tenant: a lookup asked while
 * another is being answered goes out with the others asked meanwhile, as one read of all their keys,
 * and each gets the lists of its own keys. Alone, a lookup goes at once. Under load a worker's jobs
 * finish their pages close together, and each lookup was a round trip of its own for the database and
 * this process to encode, send and decode.
 */
export const gatheredLookups = (lookup: FingerprintLookup): FingerprintLookup => {
  const lines = new Map<string, Line>();

  const fly = async (name: string, line: Line): Promise<void> => {
    while (line.waiting.length > 0) {
      const taken = line.waiting.splice(0);
      try {
        const listed = await lookup.listedUnder(
          line.tenantId,
          [...new Set(taken.flatMap(({ keys }) => keys))],
          line.earliest,
        );
        for (const { keys, resolve } of taken)
          resolve(
            new Map(
              keys.flatMap((key) => {
                const under = listed.get(key);
                return under === undefined ? [] : [[key, under] as const];
              }),
            ),
          );
      } catch (error) {
        for (const { reject } of taken) reject(error);
      }
    }
    lines.delete(name);
  };

  return {
    listedUnder: (tenantId, keys, earliest) =>
      new Promise<Listed>((resolve, reject) => {
        const name = `${tenantId}\u0000${earliest ?? ''}`;
        const waiting = { keys, resolve, reject };
        const line = lines.get(name);
        if (line !== undefined) {
          line.waiting.push(waiting);
          return;
        }
        const started: Line = { tenantId, earliest, waiting: [waiting] };
        lines.set(name, started);
        void fly(name, started);
      }),
    receipts: (jobIds) => lookup.receipts(jobIds),
  };
};
