import type { EventCodec } from '../../common/events';
import type { MessageBus } from '../../common/messaging';
import { eventTopics, type Topics } from '../../common/topics';

/** One event of the log as the benchmark's stage view needs it: when it happened, and when its record was written. */
export type RunEvent = Readonly<{
  type: string;
  jobId: string | null;
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
 * Reads a batch's events from the log once its `batch.completed` is in: every release was written before
 * its item started and every outcome before the batch completed, so the topics as of this call hold them
 * all. The benchmark reads them after the timed run, not during it: a reader of every event would fetch
 * and decode beside the services, on their thread and their broker, work the system under test does not
 * do (docs/scaling-log.md). A worker's events are on the jobs topic and, as copies, on its work topic: each
 * is kept once.
 */
export const readRunEvents = async (
  log: Readonly<{ bus: Pick<MessageBus, 'readTopic'>; codec: Pick<EventCodec, 'decode'>; topics: Topics }>,
  batch: Readonly<{ batchId: string; jobIds: ReadonlySet<string> }>,
): Promise<RunEvents> => {
  const kept = new Set<string>();
  const released: RunEvent[] = [];
  const starts: RunEvent[] = [];
  const ends: RunEvent[] = [];
  let batchCompleted: RunEvent | null = null;
  for (const topic of eventTopics(log.topics))
    for (const message of await log.bus.readTopic(topic)) {
      const event = await log.codec.decode(message.value);
      if (kept.has(event.metadata.eventId)) continue;
      kept.add(event.metadata.eventId);
      const data = event.data as { jobId?: string; durationMs?: number };
      const jobId = data.jobId ?? null;
      if (jobId === null ? message.key !== batch.batchId : !batch.jobIds.has(jobId)) continue;
      const entry: RunEvent = {
        type: event.type,
        jobId,
        occurredAt: Date.parse(event.metadata.occurredAt),
        writtenAt: message.timestamp,
        durationMs: data.durationMs ?? null,
      };
      if (event.type === 'JobRequested') released.push(entry);
      else if (event.type === 'JobStarted') starts.push(entry);
      else if (isEnd(event.type)) ends.push(entry);
      else if (event.type === 'BatchCompleted') batchCompleted = entry;
    }
  return { released, starts, ends, batchCompleted };
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
