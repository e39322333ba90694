import { eventTypesFilter, type EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import type { Projector } from './projector';

export type ProjectorGroupOptions = Readonly<{
  eventLog: EventLog;
  topic: string;
  groupId: string;
  logger: Logger;
  /** The read models this group keeps; each is handed the events it reads of every run. */
  projectors: readonly Projector[];
  /** How many partitions' runs of a fetch are gathered into one write a read model: the topic's partitions, for one a fetch. */
  partitionsConcurrently?: number;
  /** How long the broker may hold a fetch while little is waiting (for read models nobody waits on). */
  gatherMs?: number;
  /** While events keep coming, the wait after each run (for read models someone polls). */
  paceMs?: number;
  /** The fewest events a run holds for the pace's wait to follow it. */
  busyRun?: number;
}>;

/** Every type any of them reads, or undefined when one reads them all. */
const typesReadBy = (projectors: readonly Projector[]): Set<string> | undefined => {
  const types = new Set<string>();
  for (const projector of projectors) {
    if (projector.reads === undefined) return undefined;
    for (const type of projector.reads) types.add(type);
  }
  return types;
};

/**
 * One consumer group that keeps several read models: each fetch's events, of all its partitions together,
 * are decoded once, and every projector writes its share of them, side by side. The position moves on only once
 * all of them have written; when one fails, the run comes again to all (each write is idempotent), after
 * the others' writes have settled so that no two writes of one read model overlap.
 */
export const startProjectorGroup = (options: ProjectorGroupOptions): Promise<Subscription> => {
  const parts = options.projectors.map((projector) => ({
    projector,
    reads: projector.reads === undefined ? undefined : new Set(projector.reads),
  }));
  const types = typesReadBy(options.projectors);
  return options.eventLog.subscribeBatches({
    groupId: options.groupId,
    topics: [options.topic],
    partitionsConcurrently: options.partitionsConcurrently ?? 3,
    // A read model's write costs the database about the same whatever it carries: one a fetch, not one a partition.
    mergePartitions: true,
    ...(types === undefined ? {} : { reads: eventTypesFilter(types) }),
    ...(options.gatherMs === undefined ? {} : { gatherMs: options.gatherMs }),
    ...(options.paceMs === undefined ? {} : { paceMs: options.paceMs }),
    ...(options.busyRun === undefined ? {} : { busyRun: options.busyRun }),
    onAssigned: () => {
      for (const { projector } of parts) projector.forget?.();
    },
    handler: async (delivered) => {
      const written = await Promise.allSettled(
        parts.map(async ({ projector, reads }) => {
          const theirs = reads === undefined ? delivered : delivered.filter(({ event }) => reads.has(event.type));
          if (theirs.length > 0) await projector.project(theirs);
        }),
      );
      let failure: PromiseRejectedResult | undefined;
      for (const [index, outcome] of written.entries()) {
        if (outcome.status === 'fulfilled') continue;
        failure ??= outcome;
        // The bus says the run failed; this says which read model's write it was.
        options.logger.warn(
          { groupId: options.groupId, projection: parts[index]!.projector.name, err: outcome.reason },
          'a read model could not write its share of a run; the run comes again to every read model of the group',
        );
      }
      if (failure !== undefined) throw failure.reason;
    },
  });
};
