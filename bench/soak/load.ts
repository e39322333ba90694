import { pick, seededRandom } from '../../test/fixtures/receipts/rng';
import type { api } from '../../test/support/http-client';
import type { OperationStats } from './latency';

type Client = ReturnType<typeof api>;

export type JobSource = 'extract' | 'audit' | 'audit-sync' | 'batch-item';

export type TrackedJob = {
  source: JobSource;
  acceptedAt: number;
  finalAt: number | null;
  status: string;
  webhook: boolean;
};
export type TrackedBatch = { acceptedAt: number; completedAt: number | null; totalItems: number; itemsRead: boolean };

export type LoadTargets = Readonly<{
  client: Client;
  /** URLs of the receipts the file server holds. */
  receiptUrls: readonly string[];
  /** Where job webhooks and batch webhooks go. */
  webhookUrl: (kind: 'jobs' | 'batches') => string;
  stats: OperationStats;
  batchSize: number;
}>;

/** The statuses each operation answers when all is well; anything else counts as an error. */
export const EXPECTED_STATUSES: Readonly<Record<string, readonly number[]>> = {
  'POST extract': [202],
  'POST audit (async)': [202],
  'POST audit (sync)': [200],
  'POST batch': [202],
  'GET job': [200],
  'GET batch': [200],
  'GET batch items': [200],
};

const MAX_IN_FLIGHT = 64;
const REQUEST_TIMEOUT_MS = 30_000;
const JOB_POLL_EVERY_MS = 2_000;
const BATCH_POLL_EVERY_MS = 3_000;
const POLLS_IN_FLIGHT = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const claim = (random: () => number) => {
  const price = 8 + Math.round(random() * 4_000) / 100;
  return {
    programKey: 'FL_PEP',
    vendor: pick(random, ['Barnes & Noble', 'Mathnasium', 'Spectrum Books', 'Busch Gardens Tampa Bay']),
    amount: price,
    lineItems: [
      {
        description: 'Spectrum Grade 4 Math Workbook',
        price,
        category: 'Instructional Materials',
        type: 'Books',
        justification:
          'My son is behind in 4th-grade math; he will practice fractions with this workbook every morning to master the skills in his learning plan.',
      },
    ],
  };
};

/**
 * The mixed load: at `rate` requests a second, single extractions (a quarter with a webhook), audits
 * queued and answered at once, and batches; meanwhile every open job and batch is polled as a client
 * would. Open loop: a request starts on time whether or not earlier ones have been answered (up to 64
 * in flight; a tick past that is counted as skipped, the sign of a system that cannot keep up).
 */
export class SoakLoad {
  readonly jobs = new Map<string, TrackedJob>();
  readonly batches = new Map<string, TrackedBatch>();
  skippedTicks = 0;
  private inFlight = 0;
  private readonly random = seededRandom(20261122);
  private readonly nextPoll = new Map<string, number>();

  constructor(private readonly targets: LoadTargets) {}

  /** Sends requests until `until`, polling alongside. */
  async drive(rate: number, until: number): Promise<void> {
    const poller = this.pollUntil(() => Date.now() >= until);
    const interval = 1_000 / rate;
    for (let next = Date.now(); next < until; next += interval) {
      await sleep(Math.max(0, next - Date.now()));
      if (this.inFlight >= MAX_IN_FLIGHT) this.skippedTicks += 1;
      else void this.fire();
    }
    await poller;
    while (this.inFlight > 0) await sleep(50);
  }

  /** Keeps polling until every tracked job and batch is final, or `deadline`. */
  async drain(deadline: number): Promise<boolean> {
    await this.pollUntil(() => this.open() === 0 || Date.now() >= deadline);
    return this.open() === 0;
  }

  /** Reads the items of every batch whose items are not tracked yet (their jobs are then checked like the others). */
  async collectBatchItems(): Promise<void> {
    for (const [batchId, batch] of this.batches) if (!batch.itemsRead) await this.pollBatch(batchId);
  }

  open(): number {
    return (
      [...this.jobs.values()].filter((job) => job.finalAt === null).length +
      [...this.batches.values()].filter((batch) => batch.completedAt === null || !batch.itemsRead).length
    );
  }

  /** One request, timed; no answer within 30 s (or none at all) counts as status 0, as a client giving up would. */
  private async timed<T extends { status: number }>(operation: string, call: () => Promise<T>): Promise<T | null> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        resolve(null);
      }, REQUEST_TIMEOUT_MS);
    });
    try {
      const response = await Promise.race([call(), giveUp]);
      this.targets.stats.record(operation, response?.status ?? 0, performance.now() - started);
      return response;
    } catch {
      this.targets.stats.record(operation, 0, performance.now() - started);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private async fire(): Promise<void> {
    this.inFlight += 1;
    try {
      const roll = this.random();
      if (roll < 0.45) await this.extract();
      else if (roll < 0.7) await this.audit(true);
      else if (roll < 0.85) await this.audit(false);
      else await this.batch();
    } finally {
      this.inFlight -= 1;
    }
  }

  private track(jobId: string, source: JobSource, webhook: boolean, final: string | null): void {
    this.jobs.set(jobId, {
      source,
      acceptedAt: Date.now(),
      finalAt: final === null ? null : Date.now(),
      status: final ?? 'queued',
      webhook,
    });
  }

  private async extract(): Promise<void> {
    const webhook = this.random() < 0.25;
    const body = {
      fileUrl: pick(this.random, this.targets.receiptUrls),
      ...(webhook ? { webhookUrl: this.targets.webhookUrl('jobs') } : {}),
    };
    const response = await this.timed('POST extract', () => this.targets.client.post('/v1/receipts/extract', body));
    if (response?.status === 202) this.track(response.body.jobId, 'extract', webhook, null);
  }

  private async audit(queued: boolean): Promise<void> {
    const body = { ...claim(this.random), ...(queued ? { async: true } : {}) };
    const response = await this.timed(queued ? 'POST audit (async)' : 'POST audit (sync)', () =>
      this.targets.client.post('/v1/submissions/audit', body),
    );
    if (queued && response?.status === 202) this.track(response.body.jobId, 'audit', false, null);
    const jobId = response?.headers.get('x-job-id');
    if (!queued && response?.status === 200 && jobId) this.track(jobId, 'audit-sync', false, 'completed');
    // Past the cutoff the job goes on and the answer names it: a client would poll it, so the load does.
    if (!queued && response?.status === 504 && response.body?.error?.jobId)
      this.track(response.body.error.jobId, 'audit-sync', false, null);
  }

  private async batch(): Promise<void> {
    const items = Array.from({ length: this.targets.batchSize }, () => ({
      fileUrl: pick(this.random, this.targets.receiptUrls),
    }));
    const body = { batchType: 'receipt_extraction', webhookUrl: this.targets.webhookUrl('batches'), items };
    const response = await this.timed('POST batch', () => this.targets.client.post('/v1/batches', body));
    if (response?.status === 202)
      this.batches.set(response.body.batchId, {
        acceptedAt: Date.now(),
        completedAt: null,
        totalItems: items.length,
        itemsRead: false,
      });
  }

  private async pollUntil(done: () => boolean): Promise<void> {
    const polling = new Set<Promise<void>>();
    while (!done()) {
      const now = Date.now();
      for (const [id, due] of this.dueWork(now)) {
        if (polling.size >= POLLS_IN_FLIGHT) break;
        this.nextPoll.set(id, now + due);
        const poll = (id.startsWith('bat_') ? this.pollBatch(id) : this.pollJob(id)).finally(() =>
          polling.delete(poll),
        );
        polling.add(poll);
      }
      await sleep(100);
    }
    await Promise.all(polling);
  }

  private *dueWork(now: number): Generator<readonly [string, number]> {
    for (const [jobId, job] of this.jobs)
      if (job.finalAt === null && (this.nextPoll.get(jobId) ?? 0) <= now) yield [jobId, JOB_POLL_EVERY_MS];
    for (const [batchId, batch] of this.batches)
      if ((batch.completedAt === null || !batch.itemsRead) && (this.nextPoll.get(batchId) ?? 0) <= now)
        yield [batchId, BATCH_POLL_EVERY_MS];
  }

  private async pollJob(jobId: string): Promise<void> {
    const response = await this.timed('GET job', () =>
      this.targets.client.get(`/v1/jobs/${jobId}?includeResult=false`),
    );
    const job = this.jobs.get(jobId)!;
    if (response?.status !== 200) return;
    job.status = response.body.status;
    if (['completed', 'failed'].includes(job.status)) job.finalAt = Date.now();
  }

  /** A finished batch's items become tracked jobs, so they are checked like the others at the end. */
  private async pollBatch(batchId: string): Promise<void> {
    const batch = this.batches.get(batchId)!;
    if (batch.completedAt === null) {
      const response = await this.timed('GET batch', () => this.targets.client.get(`/v1/batches/${batchId}`));
      if (response?.status === 200 && response.body.completedAt !== null) batch.completedAt = Date.now();
      if (batch.completedAt === null) return;
    }
    const items = await this.timed('GET batch items', () =>
      this.targets.client.get(`/v1/batches/${batchId}/items?limit=100`),
    );
    if (items?.status !== 200) return;
    for (const item of items.body.items as { jobId: string; status: string }[])
      this.track(item.jobId, 'batch-item', false, item.status);
    batch.itemsRead = true;
  }
}
