import type { KnownReceipt } from '../../../domain/duplicates';
import type { FingerprintLookup } from './fingerprint-receipt';
import { outlastingOutages } from './outlasting-outages';

class DatabaseDown extends Error {
  readonly retriable = true;
}

const flaky = (failures: number, error: () => Error): FingerprintLookup & { calls: number } => {
  const lookup = {
    calls: 0,
    candidates: (): Promise<KnownReceipt[]> => {
      lookup.calls += 1;
      return lookup.calls <= failures ? Promise.reject(error()) : Promise.resolve([]);
    },
  };
  return lookup;
};

describe("the extractor's fingerprint lookup through a database outage", () => {
  it('waits the outage out instead of failing the job’s attempt', async () => {
    const lookup = flaky(2, () => new DatabaseDown('database down'));
    const waits: number[] = [];
    await expect(
      outlastingOutages(lookup, { onWait: (_, ms) => waits.push(ms) }).candidates('t', ['k']),
    ).resolves.toEqual([]);
    expect(lookup.calls).toBe(3);
    expect(waits).toHaveLength(2);
  });

  it('fails at once on an error that is not an outage', async () => {
    const lookup = flaky(1, () => new Error('bad query'));
    await expect(outlastingOutages(lookup).candidates('t', ['k'])).rejects.toThrow('bad query');
    expect(lookup.calls).toBe(1);
  });

  it('gives up when the outage outlasts its time, with the outage’s own error', async () => {
    const lookup = flaky(1_000, () => new DatabaseDown('still down'));
    await expect(outlastingOutages(lookup, { giveUpAfterMs: 250 }).candidates('t', ['k'])).rejects.toThrow(
      'still down',
    );
  });
});
