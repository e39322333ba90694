import type { AnyEvent } from '../../common/events';
import type { Logger } from '../../common/logging';
import type { Projector } from '../projector-group';
import { FINGERPRINTED_EVENT_TYPES, fingerprintEntryOf } from './fingerprint-entry';
import type { FingerprintsStore } from './fingerprints-store';

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
 * The fingerprints read model's writer. A copy sent right after its receipt completed is recognised only
 * once the completion is written, so its group is paced, never gathered at the broker: after a quiet spell
 * a completion is written at once (docs/duplicates.md).
 */
export const fingerprintsProjector = (deps: { store: FingerprintsStore; logger: Logger }): Projector => ({
  name: 'fingerprints',
  reads: FINGERPRINTED_EVENT_TYPES,
  project: async (delivered) => {
    const written = await projectFingerprints(
      deps.store,
      delivered.map(({ event }) => event),
    );
    if (written > 0) deps.logger.debug({ events: delivered.length, written }, 'projected receipt fingerprints');
  },
});
