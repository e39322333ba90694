import { connectMongo } from '../../common/storage';
import { cashReceipt } from '../fixtures/receipts/handmade-retail';
import { makeVariant } from '../fixtures/receipts/variants/image-variants';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { ifStarted } from '../support/if-started';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';

const claim = (receiptJobId: string) => ({
  programKey: 'PEP',
  vendor: 'Page Turner Books & More',
  amount: 20.49,
  receiptJobId,
  lineItems: [
    {
      description: "Charlotte's Web paperback",
      price: 20.49,
      category: 'Instructional Materials',
      type: 'Books',
      justification:
        'My daughter is in 3rd grade and struggles with reading fluency; we will use this book daily for 20 minutes of guided reading practice toward her learning plan goal.',
    },
  ],
});

/** The same receipt sent twice, the second time as a turned photo: the extraction and the claim's audit say so. */
describe('duplicate receipts through the API', () => {
  const config = testConfig();
  const mongo = connectMongo(config.mongo.url, config.mongo.database);
  let system: TestSystem;
  let files: FileServer;
  let keyA: string;
  let keyB: string;

  beforeAll(async () => {
    files = await startFileServer();
    system = await startTestSystem(config);
    keyA = await system.newTenant('tenant_dup_a');
    keyB = await system.newTenant('tenant_dup_b');
    const pdf = await cashReceipt().render();
    files.put('/first.jpg', await makeVariant('jpeg', pdf), 'image/jpeg');
    files.put('/turned.png', await makeVariant('rotated-90', pdf), 'image/png');
  });
  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(files)?.close();
    await mongo.close();
  });

  const extract = async (key: string, path: string) => {
    const response = await api(system.url, key).post('/v1/receipts/extract-sync', { fileUrl: files.url(path) });
    expect(response.status).toBe(200);
    return { jobId: response.headers.get('x-job-id') as string, result: response.body };
  };
  /** The fingerprints read model trails the job's completion by a moment: the next receipt is compared with what it holds. */
  const recorded = (jobId: string) =>
    pollUntil(
      () => mongo.db.collection('fingerprints').findOne({ _id: jobId as never }),
      (doc) => doc !== null,
    );

  it('finds the turned copy as a copy of the first receipt, and the audit of its claim fails on it', async () => {
    const first = await extract(keyA, '/first.jpg');
    expect(first.result.possibleDuplicate).toBeNull();
    expect(first.result.fingerprint.pages).toHaveLength(1);
    expect(await recorded(first.jobId)).not.toBeNull();

    const copy = await extract(keyA, '/turned.png');
    expect(copy.result.possibleDuplicate).toMatchObject({
      level: expect.stringMatching(/^(exact|near_exact)$/),
      matches: [expect.objectContaining({ jobId: first.jobId, signal: 'image' })],
    });
    expect(await recorded(copy.jobId)).not.toBeNull();

    const audit = await api(system.url, keyA).post('/v1/submissions/audit', claim(copy.jobId));
    expect(audit.status).toBe(200);
    expect(audit.body.overallStatus).toBe('fail');
    expect(audit.body.possibleDuplicate.matches[0].jobId).toBe(first.jobId);
    expect(audit.body.flags).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'DUPLICATE_RECEIPT', severity: 'error' })]),
    );

    // The first receipt's own claim is no duplicate.
    const original = await api(system.url, keyA).post('/v1/submissions/audit', claim(first.jobId));
    expect(original.body.flags.map((flag: { code: string }) => flag.code)).not.toContain('DUPLICATE_RECEIPT');
  });

  it("never compares one tenant's receipts with another's", async () => {
    const elsewhere = await extract(keyB, '/turned.png');
    expect(elsewhere.result.possibleDuplicate).toBeNull();
    expect(await recorded(elsewhere.jobId)).not.toBeNull();
    const audit = await api(system.url, keyA).post('/v1/submissions/audit', claim(elsewhere.jobId));
    expect(audit.status).toBe(400);
  });

  it('refuses a batch of claims up front when an item names no receipt of the tenant, and takes one that does', async () => {
    const own = await extract(keyA, '/first.jpg');
    const foreign = await extract(keyB, '/first.jpg');
    const refused = await api(system.url, keyA).post('/v1/batches', {
      batchType: 'submission_audit',
      items: [claim(own.jobId), claim(foreign.jobId)],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/^items\[1\]\.receiptJobId: /) as unknown,
    });
    const accepted = await api(system.url, keyA).post('/v1/batches', {
      batchType: 'submission_audit',
      items: [claim(own.jobId)],
    });
    expect(accepted.status).toBe(202);
  });
});
