import { WriteContentionError } from '../errors';

/** One round of a compare-and-set: done (with its result), or another writer changed the record first. */
export type CasRound<T> = Readonly<{ done: T }> | 'conflict';

/**
 * The one compare-and-set loop: read, decide, write only if the record is still as read. A conflict
 * means another writer got there first, so the round starts again from what it wrote (nothing to wait
 * for: the conflict is over when it is seen). After `maxConflicts` rounds the contention is an error.
 */
export const untilSaved = async <T>(
  round: (conflicts: number) => Promise<CasRound<T>>,
  maxConflicts: number,
  contention: () => string,
): Promise<T> => {
  for (let conflicts = 0; conflicts < maxConflicts; conflicts += 1) {
    const outcome = await round(conflicts);
    if (outcome !== 'conflict') return outcome.done;
  }
  throw new WriteContentionError(contention());
};
