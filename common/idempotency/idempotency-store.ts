/** A recorded POST: while in progress only its fingerprint, once answered the response to replay. */
export type StoredResponse = Readonly<{ status: number; body: string; headers: Readonly<Record<string, string>> }>;

export type IdempotencyRecord = Readonly<{
  scope: string;
  key: string;
  fingerprint: string;
  createdAt: string;
  /**
   * Where the request's ids (jobs, batches) come from: kept when a retry takes the key over, so a retry
   * gives out the ids the first try gave out, and writes again whatever that try had written.
   */
  seed: string;
  /** Until when the request that holds the key may still answer; past it another may take the key over. */
  lockedUntil: string;
  response: StoredResponse | null;
}>;

/** The lock of a key let go of: over before any request. */
export const RELEASED = new Date(0).toISOString();

export interface IdempotencyStore {
  /** Claims the key; returns the existing record instead when someone already holds it. */
  claim(record: IdempotencyRecord): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRecord }>;
  complete(scope: string, key: string, response: StoredResponse): Promise<void>;
  /** Frees an unanswered key for a retry of the same request at once (the record, its seed included, stays). */
  release(scope: string, key: string): Promise<void>;
  /**
   * Takes over an unanswered key whose holder's lock ran out before `at` (it died, or was released), for
   * the same request only; returns whether this caller now holds it.
   */
  takeOver(scope: string, key: string, fingerprint: string, at: Date, lockedUntil: Date): Promise<boolean>;
  /** Replaces an expired record (older than the replay window) with a fresh claim. */
  replaceExpired(record: IdempotencyRecord, expiredBefore: string): Promise<boolean>;
  /** Removes records created before `before` (past the replay window they replay nothing); returns how many. */
  purgeBefore(before: Date): Promise<number>;
}
