import type { AnyEvent } from '../../common/events';
import {
  AlterationSignalSchema,
  PossibleDuplicateSchema,
  ReceiptFingerprintSchema,
  type AlterationSignal,
  type PossibleDuplicate,
  type ReceiptFingerprint,
} from '../../contracts';
import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import { storedKeys } from '../../domain/duplicates';

/** One receipt the tenant's service has read: what a later receipt is compared with, and what its own extraction found. */
export type FingerprintEntry = Readonly<{
  jobId: string;
  tenantId: string;
  completedAt: string;
  fingerprint: ReceiptFingerprint;
  keys: readonly string[];
  possibleDuplicate: PossibleDuplicate | null;
  alterationSignals: readonly AlterationSignal[];
}>;

const Recorded = Type.Object({
  fingerprint: ReceiptFingerprintSchema,
  possibleDuplicate: Type.Optional(Type.Union([PossibleDuplicateSchema, Type.Null()])),
  alterationSignals: Type.Optional(Type.Array(AlterationSignalSchema)),
});

const parsed = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

/** The only events that give an entry: the projector passes over the others undecoded. */
export const FINGERPRINTED_EVENT_TYPES: readonly string[] = ['JobCompleted'];

/**
 * The entry a JobCompleted gives: only a receipt extraction's result carries a fingerprint (audits and
 * results written before fingerprints existed give none). Everything comes from the event, so the same
 * event gives the same entry, however often it is applied.
 */
export const fingerprintEntryOf = (event: AnyEvent): FingerprintEntry | null => {
  if (!FINGERPRINTED_EVENT_TYPES.includes(event.type)) return null;
  const data = event.data as { jobId?: unknown; resultJson?: unknown };
  if (typeof data.jobId !== 'string' || typeof data.resultJson !== 'string') return null;
  const result = parsed(data.resultJson);
  if (typeof result !== 'object' || result === null || !('fingerprint' in result)) return null;
  const recorded = {
    fingerprint: (result as Record<string, unknown>)['fingerprint'],
    possibleDuplicate: (result as Record<string, unknown>)['possibleDuplicate'] ?? null,
    alterationSignals: (result as Record<string, unknown>)['alterationSignals'] ?? [],
  };
  if (!Value.Check(Recorded, recorded)) return null;
  const fingerprint = recorded.fingerprint;
  return {
    jobId: data.jobId,
    tenantId: event.metadata.tenantId,
    completedAt: event.metadata.occurredAt,
    fingerprint,
    keys: storedKeys(fingerprint),
    possibleDuplicate: recorded.possibleDuplicate,
    alterationSignals: recorded.alterationSignals,
  };
};
