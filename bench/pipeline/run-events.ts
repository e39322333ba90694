import type { AnyEvent, EventLog } from '../../common/events';
import { eventTopics, type Topics } from '../../common/topics';

/** One event of the log as the benchmark's stage view needs it: when it happened, and when its record was written. */
export type RunEvent = Readonly<{
  type: string;
  jobId: string | null;
  key: string | null;
  occurredAt: number;
  /** The record's time in the log: for a released request, when the coordinator released it. */
  writtenAt: number;
  durationMs: number | null;
}>;

export type RunStages = Readonly<{
  releaseToStartMeanMs: number;
  doneToNextReleaseMeanMs: number;
  workerMeanMs: number;
  workerSpanMs: number;
  coordinatorMs: number;
  webhookMs: number;
}>;

const mean = (values: number[]): number =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** The events that tell a batch's stages: its items' releases, starts and outcomes, and its completion. */
export type RunEvents = Readonly<{
  released: RunEvent[];
  starts: RunEvent[];
  ends: RunEvent[];
  batchCompleted: RunEvent | null;
}>;

const isEnd = (type: string) => type === 'JobCompleted' || type === 'JobFailed';

/**
 * Reads a batch's events from the log once the batch is over, in a consumer group of its own, until every
 * item's release and outcome and the batch's completion are in (or `timeoutMs` passed). The benchmark
 * reads them after the timed run, not during it: a reader of every event on the services' thread cost
 * 1.3–1.5 ms of CPU an item, work the system under test does not do (docs/scaling.md). A worker's events
 * are on the jobs topic and, as copies, on its work topic: each is kept once.
 */
export const readRunEvents = async (
  eventLog: EventLog,
  topics: Topics,
  groupId: string,
  batch: Readonly<{ batchId: string; jobIds: ReadonlySet<string> }>,
  timeoutMs = 60_000,
): Promise<RunEvents> => {
  const kept = new Set<string>();
  const released = new Map<string, RunEvent>();
  const starts: RunEvent[] = [];
  const ends = new Map<string, RunEvent>();
  let batchCompleted: RunEvent | null = null;
  const complete = () =>
    batchCompleted !== null && released.size === batch.jobIds.size && ends.size === batch.jobIds.size;
  let finished: () => void = () => undefined;
  const allIn = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const reader = await eventLog.subscribe<AnyEvent>({
    groupId,
    topics: eventTopics(topics),
    handler: async (event, message) => {
      if (kept.has(event.metadata.eventId)) return;
      kept.add(event.metadata.eventId);
      const data = event.data as { jobId?: string; batchId?: string; durationMs?: number };
      const jobId = data.jobId ?? null;
      const ours = jobId === null ? message.key === batch.batchId : batch.jobIds.has(jobId);
      if (!ours) return;
      const entry: RunEvent = {
        type: event.type,
        jobId,
        key: message.key,
        occurredAt: Date.parse(event.metadata.occurredAt),
        writtenAt: message.timestamp,
        durationMs: data.durationMs ?? null,
      };
      if (event.type === 'JobRequested' && jobId !== null) released.set(jobId, entry);
      else if (event.type === 'JobStarted') starts.push(entry);
      else if (isEnd(event.type) && jobId !== null) ends.set(jobId, entry);
      else if (event.type === 'BatchCompleted') batchCompleted = entry;
      if (complete()) finished();
    },
  });
  const timer = setTimeout(finished, timeoutMs);
  try {
    await allIn;
  } finally {
    clearTimeout(timer);
    await reader.stop();
  }
  return { released: [...released.values()], starts, ends: [...ends.values()], batchCompleted };
};

/**
 * The stages of a batch from its events. `doneToNextReleaseMeanMs` is the coordinator's turn: with
 * `concurrencyLimit` items out at a time, the n-th item to finish frees the slot of the (n + limit)-th
 * release, so the mean of those gaps is how long a slot stands empty between one item's outcome and the
 * next item's release (the outcome's way through Kafka to the coordinator, its decision, the release's append).
 */
export const stagesOf = (events: RunEvents, concurrencyLimit: number, webhookReceivedAt: number): RunStages => {
  const { starts, ends } = events;
  const releasedAt = new Map(events.released.map((entry) => [entry.jobId, entry.writtenAt]));
  const releases = events.released.map((entry) => entry.writtenAt).sort((a, b) => a - b);
  const finishes = ends.map((entry) => entry.occurredAt).sort((a, b) => a - b);
  const lastEnd = Math.max(...finishes);
  const completedAt = events.batchCompleted?.occurredAt ?? lastEnd;
  return {
    releaseToStartMeanMs: mean(
      starts.map((entry) => entry.occurredAt - (releasedAt.get(entry.jobId) ?? entry.occurredAt)),
    ),
    doneToNextReleaseMeanMs: mean(releases.slice(concurrencyLimit).map((at, index) => at - finishes[index]!)),
    workerMeanMs: mean(ends.map((entry) => entry.durationMs ?? 0)),
    workerSpanMs: lastEnd - Math.min(...starts.map((entry) => entry.occurredAt)),
    coordinatorMs: completedAt - lastEnd,
    webhookMs: webhookReceivedAt - completedAt,
  };
};
