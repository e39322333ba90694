/**
 * Numbered slices ("leases") of a tenant's requests in one window. Claiming a lease is a single insert
 * with a unique id, the one write that is atomic on every MongoDB-wire server (some lose concurrent
 * `$inc` updates), so two gateway processes can never both hold the same slice.
 */
export interface LeaseStore {
  /** True when this caller got the lease; false when another process holds it. */
  claim(tenantId: string, windowStart: number, slot: number): Promise<boolean>;
}
