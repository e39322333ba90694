/** A recorded POST: while in progress only its fingerprint, once answered the response to replay. */
export type StoredResponse = Readonly<{ status: number; body: string; headers: Readonly<Record<string, string>> }>;

export type IdempotencyRecord = Readonly<{
  scope: string;
  key: string;
  fingerprint: string;
  createdAt: string;
  response: StoredResponse | null;
}>;

export interface IdempotencyStore {
  /** Claims the key; returns the existing record instead when someone already holds it. */
  claim(record: IdempotencyRecord): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRecord }>;
  complete(scope: string, key: string, response: StoredResponse): Promise<void>;
  release(scope: string, key: string): Promise<void>;
  /** Replaces an expired record (older than the replay window) with a fresh claim. */
  replaceExpired(record: IdempotencyRecord, expiredBefore: string): Promise<boolean>;
  /** Removes records created before `before` (past the replay window they replay nothing); returns how many. */
  purgeBefore(before: Date): Promise<number>;
}
