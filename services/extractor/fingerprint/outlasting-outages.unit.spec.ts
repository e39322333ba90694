import type { KnownReceipt, ListedReceipt } from '../../../domain/duplicates';
import type { FingerprintLookup } from './look-up-duplicate';
import { outlastingOutages } from './outlasting-outages';

class DatabaseDown extends Error {
  readonly retriable = true;
}

const flaky = (failures: number, error: () => Error): FingerprintLookup & { calls: number } => {
  const lookup = {
    calls: 0,
    listedUnder: (): Promise<Map<string, ListedReceipt[]>> => attempt(new Map()),
    receipts: (): Promise<KnownReceipt[]> => attempt([]),
  };
  const attempt = <T>(answer: T): Promise<T> => {
    lookup.calls += 1;
    return lookup.calls <= failures ? Promise.reject(error()) : Promise.resolve(answer);
  };
  return lookup;
};

describe("the extractor's fingerprint lookup through a database outage", () => {
  it('waits the outage out instead of failing the job’s attempt', async () => {
    const lookup = flaky(2, () => new DatabaseDown('database down'));
    const waits: number[] = [];
    await expect(outlastingOutages(lookup, { onWait: (_, ms) => waits.push(ms) }).receipts(['job-1'])).resolves.toEqual(
      [],
    );
    expect(lookup.calls).toBe(3);
    expect(waits).toHaveLength(2);
  });

  it('fails at once on an error that is not an outage', async () => {
    const lookup = flaky(1, () => new Error('bad query'));
    await expect(outlastingOutages(lookup).listedUnder('t', ['k'])).rejects.toThrow('bad query');
    expect(lookup.calls).toBe(1);
  });

  it('gives up when the outage outlasts its time, with the outage’s own error', async () => {
    const lookup = flaky(1_000, () => new DatabaseDown('still down'));
    await expect(outlastingOutages(lookup, { giveUpAfterMs: 250 }).listedUnder('t', ['k'])).rejects.toThrow(
      'still down',
    );
  });
});
