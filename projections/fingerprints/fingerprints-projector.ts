import { eventTypesFilter, type AnyEvent, type EventLog } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Subscription } from '../../common/messaging';
import { FINGERPRINTED_EVENT_TYPES, fingerprintEntryOf } from './fingerprint-entry';
import type { FingerprintsStore } from './fingerprints-store';

export const FINGERPRINTS_PROJECTION_GROUP = 'projection.fingerprints.v1';

/** The entries of a run of events, written in one bulk write; how many. */
export const projectFingerprints = async (store: FingerprintsStore, events: readonly AnyEvent[]): Promise<number> => {
  const entries = events.map(fingerprintEntryOf).filter((entry) => entry !== null);
  await store.save(entries);
  return entries.length;
};

/** One event at a time, for `projections:rebuild`: the same function as the live projector's batches. */
export const fingerprintsHandler =
  (store: FingerprintsStore) =>
  async (event: AnyEvent): Promise<void> => {
    await projectFingerprints(store, [event]);
  };

/**
 * Keeps the fingerprints read model up to date from the jobs topic. Paced, never gathered at the broker:
 * a receipt completed after a quiet spell is written at once, so a copy sent right after it is
 * recognised (docs/duplicates.md); only while receipts keep completing does it write every `paceMs`.
 */
export const startFingerprintsProjector = (deps: {
  eventLog: EventLog;
  store: FingerprintsStore;
  topic: string;
  logger: Logger;
  groupId?: string;
  /** While events keep coming, the wait after each run, for fewer, larger writes. */
  paceMs?: number;
}): Promise<Subscription> =>
  deps.eventLog.subscribeBatches({
    ...(deps.paceMs === undefined ? {} : { paceMs: deps.paceMs }),
    groupId: deps.groupId ?? FINGERPRINTS_PROJECTION_GROUP,
    topics: [deps.topic],
    partitionsConcurrently: 3,
    // Every request passes the gateway's process, where this runs: decoding them all to keep none cost a decode per request.
    reads: eventTypesFilter(FINGERPRINTED_EVENT_TYPES),
    handler: async (delivered) => {
      const written = await projectFingerprints(
        deps.store,
        delivered.map(({ event }) => event),
      );
      if (written > 0) deps.logger.debug({ events: delivered.length, written }, 'projected receipt fingerprints');
    },
  });
