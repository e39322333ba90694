import type { AppConfig } from '../../common/config';
import { eventTopics } from '../../common/topics';
import type { Infrastructure } from '../../services/runtime';
import { waitForConsumersToCatchUp } from '../../test/support/consumer-lag';
import type { api } from '../../test/support/http-client';
import { readJobHistories } from '../../test/support/job-history';
import type { WebhookReceiver } from '../../test/support/webhook-receiver';
import type { JobSource, SoakLoad } from './load';

export type SoakVerdict = Readonly<{
  /** Consumer groups still behind on the topic when the checks began (a system that did not keep up), or null. */
  consumersBehind: string | null;
  jobs: Readonly<{
    accepted: number;
    bySource: Readonly<Record<JobSource, number>>;
    completed: number;
    failed: number;
    /** Accepted, but with no final event in the topic or not final in the read model. */
    lost: readonly string[];
    /** More than one final event (completed or failed) in the topic. */
    duplicated: readonly string[];
    /** Read model and topic disagree on the outcome. */
    mismatched: readonly string[];
    /** Jobs that needed more than one attempt. */
    retried: number;
    /** Jobs in the topic the load never got a 2xx for (an answer lost, or 503 after the write). */
    unacknowledged: number;
  }>;
  batches: Readonly<{ accepted: number; completed: number; wrongCounts: readonly string[] }>;
  webhooks: Readonly<{
    expected: number;
    deliveredOnce: number;
    missing: number;
    duplicated: number;
    unverified: number;
    missingIds: readonly string[];
  }>;
}>;

type Client = ReturnType<typeof api>;
const FINAL_EVENTS = ['JobCompleted', 'JobFailed'];
const CATCH_UP_MS = 300_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items`, `width` at a time. */
const eachLimited = async <T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
};

/**
 * The end of the run, once the load has stopped and the jobs have drained: every consumer caught up,
 * then each accepted job checked against the read model (over HTTP, as a client sees it) and against
 * the topic (what was really written), and the webhooks counted.
 */
export const verifySoak = async (deps: {
  client: Client;
  load: SoakLoad;
  config: AppConfig;
  infra: Pick<Infrastructure, 'bus' | 'codec' | 'topics'>;
  receiver: WebhookReceiver;
}): Promise<SoakVerdict> => {
  const { client, load, receiver } = deps;
  // A system that did not keep up still gets its report: the lag is one more failure, and the checks go on.
  const consumersBehind = await waitForConsumersToCatchUp(
    deps.config,
    eventTopics(deps.infra.topics),
    CATCH_UP_MS,
  ).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  await load.collectBatchItems(); // batches the drain did not see finish
  const histories = await readJobHistories(deps.infra);
  const views = new Map<string, string>();
  await eachLimited([...load.jobs.keys()], 8, async (jobId) => {
    const response = await client.get(`/v1/jobs/${jobId}?includeResult=false`);
    views.set(jobId, response.status === 200 ? response.body.status : `HTTP ${response.status}`);
  });

  const lost: string[] = [];
  const duplicated: string[] = [];
  const mismatched: string[] = [];
  let retried = 0;
  const bySource: Record<JobSource, number> = { extract: 0, audit: 0, 'audit-sync': 0, 'batch-item': 0 };
  for (const [jobId, job] of load.jobs) {
    bySource[job.source] += 1;
    const history = histories.get(jobId);
    const finals = history?.events.filter((event) => FINAL_EVENTS.includes(event.type)) ?? [];
    const view = views.get(jobId) ?? 'unread';
    // A batch item cancelled before it started ends with JobFailed CANCELLED; any final event counts.
    if (finals.length === 0 || !['completed', 'failed'].includes(view)) lost.push(jobId);
    if (finals.length > 1) duplicated.push(jobId);
    if (finals.length === 1 && view !== (finals[0]!.type === 'JobCompleted' ? 'completed' : 'failed'))
      mismatched.push(jobId);
    if ((history?.count('JobStarted') ?? 0) > 1) retried += 1;
  }
  const unacknowledged = [...histories.keys()].filter((jobId) => !load.jobs.has(jobId)).length;

  const wrongCounts: string[] = [];
  let batchesCompleted = 0;
  for (const batchId of load.batches.keys()) {
    const response = await client.get(`/v1/batches/${batchId}`);
    const counts = response.body?.counts as Record<string, number> | undefined;
    if (response.status === 200 && response.body.completedAt !== null) batchesCompleted += 1;
    if (
      counts === undefined ||
      counts.completed! + counts.failed! + counts.cancelled! !== response.body.totalItems ||
      counts.queued! + counts.processing! !== 0
    )
      wrongCounts.push(batchId);
  }

  return {
    consumersBehind,
    jobs: {
      accepted: load.jobs.size,
      bySource,
      completed: [...views.values()].filter((status) => status === 'completed').length,
      failed: [...views.values()].filter((status) => status === 'failed').length,
      lost,
      duplicated,
      mismatched,
      retried,
      unacknowledged,
    },
    batches: { accepted: load.batches.size, completed: batchesCompleted, wrongCounts },
    webhooks: await countWebhooks(load, receiver),
  };
};

/** Each job that asked for a webhook gets exactly one final one, and each batch exactly one batch.completed. */
const countWebhooks = async (load: SoakLoad, receiver: WebhookReceiver): Promise<SoakVerdict['webhooks']> => {
  const expected = new Set([...load.jobs].filter(([, job]) => job.webhook).map(([jobId]) => jobId));
  for (const batchId of load.batches.keys()) expected.add(batchId);
  // Counted by webhook-id: the same delivery sent again (a retry after a timeout) is one webhook, two ids are two.
  const tally = () => {
    const ids = new Map<string, Set<string>>();
    for (const hook of receiver.received) {
      const id =
        hook.type === 'batch.completed'
          ? hook.data.batchId
          : ['job.completed', 'job.failed'].includes(hook.type)
            ? hook.data.jobId
            : null;
      if (id !== null) ids.set(id, (ids.get(id) ?? new Set<string>()).add(hook.id));
    }
    return new Map([...ids].map(([id, deliveries]) => [id, deliveries.size]));
  };
  const deadline = Date.now() + 60_000;
  while ([...expected].some((id) => !tally().has(id)) && Date.now() < deadline) await sleep(500);
  await sleep(3_000); // room for a second delivery to show up, were there one
  const counts = tally();
  return {
    expected: expected.size,
    deliveredOnce: [...expected].filter((id) => counts.get(id) === 1).length,
    missing: [...expected].filter((id) => !counts.has(id)).length,
    missingIds: [...expected].filter((id) => !counts.has(id)).slice(0, 10),
    duplicated: [...counts.values()].filter((count) => count > 1).length,
    unverified: receiver.received.filter((hook) => !hook.verified).length,
  };
};
