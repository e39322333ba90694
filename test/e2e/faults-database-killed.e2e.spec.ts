import { isDeepStrictEqual } from 'node:util';
import { addDays, utcDay } from '../../domain/usage';
import { pollUntil } from '../support/running-system';
import { expectEachJobCompletedOnce, expectRecoveredBatch, sleep, useOutageScenario } from '../support/outage-scenario';
import { killServer, startServer } from '../support/stack-control';

const ITEMS = 24;
const SINGLES = 6;

const isMatch = (actual: Record<string, unknown> | undefined, expected: Record<string, unknown>) =>
  actual !== undefined && Object.entries(expected).every(([key, value]) => isDeepStrictEqual(actual[key], value));

/**
 * The database server killed with SIGKILL in the middle of a batch (no clean shutdown: whatever it had
 * not made durable is gone) and started again: every read model ends complete and exact (jobs, the
 * batch's counts, usage), and no job ran twice.
 */
describe('fault: the database killed during a batch', () => {
  const scenario = useOutageScenario('tenant_db_killed', 300);
  const client = () => scenario().client();

  it('loses nothing it acknowledged: jobs, batch counts and usage are exact, each job ran once', async () => {
    const batch = await scenario().postBatch(ITEMS, 4);
    expect(batch.status).toBe(202);
    const batchId = batch.body.batchId as string;
    const jobIds: string[] = [];
    for (let index = 0; index < SINGLES; index += 1) {
      const accepted = await client().post('/v1/receipts/extract', { fileUrl: scenario().receiptUrl(index) });
      expect(accepted.status).toBe(202);
      jobIds.push(accepted.body.jobId);
    }

    // Some items done, most still to come: the read models are being written when the server dies.
    const midway = await pollUntil(
      () => client().get(`/v1/batches/${batchId}`),
      (response) => (response.body.counts?.completed ?? 0) >= 3,
      120_000,
      200,
    );
    expect(midway.body.counts.completed).toBeLessThan(ITEMS);
    await killServer('mongo');
    await sleep(3_000);
    await startServer('mongo');

    jobIds.push(...(await expectRecoveredBatch(scenario(), batchId, ITEMS)));
    expect(new Set(jobIds).size).toBe(ITEMS + SINGLES);
    const histories = await expectEachJobCompletedOnce(scenario(), jobIds);
    let pages = 0;
    for (const jobId of jobIds) {
      const view = await client().get(`/v1/jobs/${jobId}`);
      pages += (await scenario().system.infra.jobs.get(jobId))?.pages ?? 0;
      expect({ jobId, started: histories.get(jobId)!.count('JobStarted'), attempts: view.body.attempts }).toEqual({
        jobId,
        started: 1,
        attempts: 1,
      });
    }

    const today = utcDay(new Date());
    const expected = { extractions: ITEMS + SINGLES, pages, audits: 0, batchItems: ITEMS };
    // The usage projector consumes on its own: read until it has caught up, or show what it holds.
    const usage = await pollUntil(
      () => client().get(`/v1/usage?from=${addDays(today, -1)}&to=${addDays(today, 1)}`),
      (response) => isMatch(response.body.totals, expected),
      30_000,
      250,
    );
    expect(usage.body.totals).toMatchObject(expected);
    expect(pages).toBeGreaterThanOrEqual(ITEMS + SINGLES);
  }, 420_000);
});
