import { pollUntil } from '../support/running-system';
import { expectEachJobCompletedOnce, expectRecoveredBatch, sleep, useOutageScenario } from '../support/outage-scenario';
import { startServer, stopServer } from '../support/stack-control';

type Answer = Readonly<{
  sentAt: number;
  answeredAt: number;
  status: number;
  code: string | null;
  jobId: string | null;
}>;

/** Longest a POST may take to answer while the broker is down: the producer's retries, then 503. */
const MAX_ANSWER_MS = 15_000;

/**
 * The Kafka broker stopped and started again in the middle of a batch while clients keep posting: the
 * gateway never answers 202 for a job it could not record (503 SERVICE_UNAVAILABLE instead, in bounded
 * time), and every job it did accept (the batch's items included) completes once the broker is back,
 * with every consumer reconnecting by itself.
 */
describe('fault: the Kafka broker stopped and restarted during a batch', () => {
  const scenario = useOutageScenario('tenant_kafka_down', 150);
  const client = () => scenario().client();

  it('answers 503 while the broker is down, and completes every accepted job after it is back', async () => {
    const batch = await scenario().postBatch(30, 2);
    expect(batch.status).toBe(202);
    const batchId = batch.body.batchId as string;
    await pollUntil(
      () => client().get(`/v1/batches/${batchId}`),
      (response) => response.body.counts.completed >= 2,
      60_000,
      200,
    );

    // Single receipts posted every 250 ms, before, during and after the outage, none waiting for another.
    const answers: Answer[] = [];
    const inFlight: Promise<void>[] = [];
    const posting = { on: true }; // an object: set from outside the loop, read afresh each round
    const post = async (index: number) => {
      const sentAt = Date.now();
      const response = await client().post('/v1/receipts/extract', { fileUrl: scenario().receiptUrl(index) });
      answers.push({
        sentAt,
        answeredAt: Date.now(),
        status: response.status,
        code: response.body?.error?.code ?? null,
        jobId: response.body?.jobId ?? null,
      });
    };
    const poster = (async () => {
      for (let index = 0; posting.on; index += 1) {
        inFlight.push(post(index));
        await sleep(250);
      }
    })();

    await sleep(1_500);
    await stopServer('kafka');
    const downAt = Date.now();
    await sleep(12_000);
    const restartAt = Date.now();
    await startServer('kafka');
    const upAt = Date.now();
    await pollUntil(
      async () => answers.filter((answer) => answer.sentAt > upAt && answer.status === 202).length,
      (count) => count >= 3,
      90_000,
      250,
    );
    posting.on = false;
    await poster;
    await Promise.all(inFlight);

    // Only two answers exist, and 503 is always SERVICE_UNAVAILABLE, in bounded time.
    expect(answers.filter((answer) => ![202, 503].includes(answer.status))).toEqual([]);
    expect(answers.filter((answer) => answer.status === 503 && answer.code !== 'SERVICE_UNAVAILABLE')).toEqual([]);
    expect(answers.filter((answer) => answer.answeredAt - answer.sentAt > MAX_ANSWER_MS)).toEqual([]);
    // Nothing can be recorded while the broker is down: whatever was sent and answered in that time is 503.
    const duringOutage = answers.filter((answer) => answer.sentAt >= downAt && answer.answeredAt < restartAt);
    expect(duringOutage.length).toBeGreaterThanOrEqual(5);
    expect(duringOutage.every((answer) => answer.status === 503)).toBe(true);
    expect(answers.filter((answer) => answer.sentAt < downAt && answer.status === 202).length).toBeGreaterThan(0);

    // Every consumer carries on by itself and catches up, nothing is given up as a dead letter, and every job
    // the gateway accepted completed once (the batch's items too), whatever a worker had to try again.
    const itemJobIds = await expectRecoveredBatch(scenario(), batchId, 30);
    await expectEachJobCompletedOnce(scenario(), [
      ...answers.filter((answer) => answer.status === 202).map((answer) => answer.jobId!),
      ...itemJobIds,
    ]);
  }, 300_000);
});
