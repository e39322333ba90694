import type { ApiResponse } from '../support/http-client';
import { expectEachJobCompletedOnce, expectRecoveredBatch, sleep, useOutageScenario } from '../support/outage-scenario';
import { startServer, stopServer } from '../support/stack-control';

/** Longest a read may take to answer while the database is down (the driver's server selection gives up after 3 s). */
const MAX_ANSWER_MS = 8_000;

/**
 * The database (the MongoDB server) stopped and started again while jobs and a batch are running: reads answer 503
 * SERVICE_UNAVAILABLE meanwhile, and afterwards the read models hold every event that was written to
 * Kafka, nothing missing and nothing twice, with exact batch counts.
 */
describe('fault: the database stopped and restarted', () => {
  const scenario = useOutageScenario('tenant_db_down', 300);
  const client = () => scenario().client();

  it('answers reads with 503 while it is down, and the projections catch up with nothing missing', async () => {
    const jobIds: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const accepted = await client().post('/v1/receipts/extract', { fileUrl: scenario().receiptUrl(index) });
      expect(accepted.status).toBe(202);
      jobIds.push(accepted.body.jobId);
    }
    const batch = await scenario().postBatch(12, 3);
    expect(batch.status).toBe(202);

    await stopServer('mongo');
    const reads: (ApiResponse & { ms: number })[] = [];
    const posts: ApiResponse[] = [];
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const sentAt = Date.now();
      reads.push({
        ...(await client().get(`/v1/jobs/${jobIds[reads.length % jobIds.length]}`)),
        ms: Date.now() - sentAt,
      });
      posts.push(await client().post('/v1/receipts/extract', { fileUrl: scenario().receiptUrl(0) }));
      await sleep(200);
    }
    await startServer('mongo');

    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.map((read) => [read.status, read.body.error?.code])).toEqual(
      reads.map(() => [503, 'SERVICE_UNAVAILABLE']),
    );
    expect(Math.max(...reads.map((read) => read.ms))).toBeLessThan(MAX_ANSWER_MS);
    // A job needs the database to be accepted (limits); whatever the gateway did accept must complete too.
    expect(posts.filter((post) => ![202, 503].includes(post.status))).toEqual([]);
    jobIds.push(...posts.filter((post) => post.status === 202).map((post) => post.body.jobId as string));

    jobIds.push(...(await expectRecoveredBatch(scenario(), batch.body.batchId, 12)));
    const histories = await expectEachJobCompletedOnce(scenario(), jobIds);
    // No fault hit the workers: each job ran once, even where a release was written again while the database was away.
    for (const jobId of jobIds) {
      const view = await client().get(`/v1/jobs/${jobId}`);
      expect({ jobId, started: histories.get(jobId)!.count('JobStarted'), attempts: view.body.attempts }).toEqual({
        jobId,
        started: 1,
        attempts: 1,
      });
    }
  }, 300_000);
});
